import type { Browser, Page } from '@playwright/test'

import { api } from '../admin/helpers'
import { expect, signInPage, test } from '../fixtures'

/*
 * Each task an editor does in /cms, done as they do it: by clicking and typing in the editor, then
 * looking at the public site as a guest (a browser without the session) would.
 */

/** A page in a fresh browser context: no session, as a guest sees the site. */
async function asGuest<T>(browser: Browser, look: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext()
  try {
    return await look(await context.newPage())
  } finally {
    await context.close()
  }
}

/** Autosave has stored what was typed as a draft (the editor's status line says so). */
async function autosaved(page: Page): Promise<void> {
  await expect(page.getByText('Last saved', { exact: false }).first()).toBeVisible()
}

/** Autosave has stored `expected` in the global's newest draft, as `pick` reads it. */
async function draftStored<T>(
  page: Page,
  slug: string,
  pick: (draft: T) => string,
  expected: string,
): Promise<void> {
  await autosaved(page)
  await expect
    .poll(async () => {
      const draft = await page.request.get(`/api/globals/${slug}?draft=true&depth=0`, api)
      return pick((await draft.json()) as T)
    })
    .toBe(expected)
}

/** Clicks Preview, which must lead to `href`, and returns the page it opened (a new tab or this). */
async function openPreview(page: Page, href: string): Promise<Page> {
  // Named in words for screen readers, not a bare icon.
  const preview = page.getByRole('link', { name: /^Preview this page/ })
  await expect(preview).toHaveAttribute('href', href)
  const opened = page
    .context()
    .waitForEvent('page', { timeout: 5000 })
    .catch(() => null)
  await preview.click()
  return (await opened) ?? page
}

/**
 * Links `text`, the last words of the document, as an editor does: selects them (Shift+Left from
 * the end), the link button of the toolbar that appears over the selection, the address, Save
 * changes. Autosave runs every 1.5 s while the editor types and can take the caret with it, so the
 * selection is made from the end of the document and checked before the toolbar is used; a
 * selection that came out otherwise, or a toolbar that did not appear, is made again. (The click
 * used to wait for a toolbar that never came until the test's two minutes were up.)
 */
async function addLink(page: Page, text: string, url: string): Promise<void> {
  const editor = page.locator('[data-lexical-editor="true"]').first()
  await expect(editor).toContainText(text)
  const linkButton = page.locator('.toolbar-popup__button-link:visible').first()
  await expect(async () => {
    await editor.focus()
    await page.keyboard.press('Control+End')
    await page.keyboard.down('Shift')
    for (let i = 0; i < text.length; i += 1) await page.keyboard.press('ArrowLeft')
    await page.keyboard.up('Shift')
    expect(await page.evaluate(() => window.getSelection()?.toString())).toBe(text)
    await expect(linkButton).toBeVisible({ timeout: 2000 })
    // The toolbar can show before it has read the new selection: the editor works out which
    // buttons apply when the browser is idle (up to half a second later), and until then the
    // link button still has the last selection's state. A click on it while it is marked
    // disabled does nothing, so no drawer opens.
    await expect(linkButton).not.toHaveClass(/\bdisabled\b/, { timeout: 2000 })
  }).toPass({ timeout: 20_000 })
  await linkButton.click()
  const address = page.locator('#field-url')
  await address.fill(url)
  await expect(address).toHaveValue(url)
  // The drawer closes once the form has taken the address; a click before that is repeated.
  await expect(async () => {
    if ((await address.count()) > 0) {
      await page.getByRole('button', { name: 'Save changes' }).click({ timeout: 2000 })
    }
    await expect(address).toHaveCount(0, { timeout: 2000 })
  }).toPass({ timeout: 15_000 })
  // Typing goes on only once the editor has the caret back from the drawer.
  await expect(editor).toBeFocused()
}

/** Types `text` at the end of the document and waits until the editor shows it. */
async function typeAtEnd(page: Page, text: string): Promise<void> {
  const editor = page.locator('[data-lexical-editor="true"]').first()
  await page.keyboard.press('Control+End')
  await page.keyboard.type(text)
  await expect(editor).toContainText(text)
}

async function publish(page: Page): Promise<void> {
  await page.locator('#action-save').click()
  await expect(page.getByText(/published successfully|Updated successfully/i).first()).toBeVisible()
}

test.describe('editor tasks in /cms', () => {
  test.setTimeout(120_000)

  test('retitling Explore: autosave keeps a draft, Preview shows it, guests see it after Publish, Restore undoes it', async ({
    page,
    browser,
  }) => {
    await signInPage(page)
    const published = await page.request.get('/api/globals/explore?depth=0', api)
    const { hero } = (await published.json()) as { hero: { title: string } }
    const title = `Explore the house ${Date.now()}`

    await page.goto('/cms/globals/explore')
    await page.getByRole('button', { name: 'Top of the page', exact: true }).click()
    await page.locator('#field-hero__title').fill(title)
    await draftStored(
      page,
      'explore',
      (draft: { hero: { title: string } }) => draft.hero.title,
      title,
    )
    // A draft never reaches guests.
    await asGuest(browser, async (guest) => {
      await guest.goto('/explore')
      await expect(guest.getByRole('heading', { level: 1 })).toHaveText(hero.title)
    })

    // Preview opens the page with the draft, for staff.
    const previewPage = await openPreview(page, '/preview/explore')
    await expect(previewPage.getByRole('heading', { level: 1, name: title })).toBeVisible()
    await expect(previewPage.getByRole('status').filter({ hasText: 'unpublished' })).toBeVisible()
    if (previewPage !== page) await previewPage.close()
    else await page.goto('/cms/globals/explore')

    await publish(page)
    await asGuest(browser, async (guest) => {
      await guest.goto('/explore')
      await expect(guest.getByRole('heading', { level: 1 })).toHaveText(title)
    })

    // The undo: Versions, the row of the version published before (the list shows when and who;
    // the API tells the test which row that is), Restore this version, Confirm.
    const before = await page.request.get(
      `/api/globals/explore/versions?where[version._status][equals]=published&where[version.hero.title][equals]=${encodeURIComponent(hero.title)}&sort=-updatedAt&limit=1&depth=0`,
      api,
    )
    const [version] = ((await before.json()) as { docs: Array<{ id: string }> }).docs
    expect(version).toBeTruthy()
    const mine = await page.request.get(
      `/api/globals/explore/versions?where[version._status][equals]=published&where[version.hero.title][equals]=${encodeURIComponent(title)}&sort=-updatedAt&limit=1&depth=0`,
      api,
    )
    const [myVersion] = ((await mine.json()) as { docs: Array<{ id: string }> }).docs
    expect(myVersion).toBeTruthy()
    await page
      .getByRole('link', { name: /Versions/ })
      .first()
      .click()
    // Every version kept is listed, each naming who saved it: the version just published names the
    // signed-in staff member (the one before may be the seed's, which names the website).
    const me = await page.request.get('/api/users/me', api)
    const { user } = (await me.json()) as { user: { name: string } }
    const versionRow = (id: string) =>
      page.locator('tbody tr').filter({ has: page.locator(`a[href$="/versions/${id}"]`) })
    await expect(versionRow(myVersion.id)).toContainText(user.name)
    await expect(page.getByRole('columnheader', { name: 'Saved by' })).toBeVisible()
    const row = versionRow(version.id)
    await row.getByRole('link').first().click()
    await page.getByRole('button', { name: 'Restore this version' }).click()
    await page.locator('#confirm-action').click()
    await expect(page.getByText(/Restored|restored/).first()).toBeVisible()
    await asGuest(browser, async (guest) => {
      await guest.goto('/explore')
      await expect(guest.getByRole('heading', { level: 1 })).toHaveText(hero.title)
    })
    // The restore is the staff member's version, whoever made the one brought back.
    await page.goto('/cms/globals/explore/versions')
    await expect(page.locator('tbody tr').first()).toContainText(user.name)
  })

  test('Preview shows the home page with an unpublished tagline, which guests never see', async ({
    page,
    browser,
  }) => {
    await signInPage(page)
    const published = await page.request.get('/api/globals/site-settings?depth=0', api)
    const { tagline } = (await published.json()) as { tagline: string }
    const draft = `Draft tagline ${Date.now()}`
    try {
      await page.goto('/cms/globals/site-settings')
      await page.getByRole('button', { name: 'House', exact: true }).click()
      await page.locator('#field-tagline').fill(draft)
      await draftStored(page, 'site-settings', (saved: { tagline: string }) => saved.tagline, draft)
      const previewPage = await openPreview(page, '/preview/home')
      await expect(previewPage.getByText(draft).first()).toBeVisible()
      await expect(previewPage.getByRole('status').filter({ hasText: 'unpublished' })).toBeVisible()
      await asGuest(browser, async (guest) => {
        await guest.goto('/')
        await expect(guest.getByText(tagline).first()).toBeVisible()
        await expect(guest.getByText(draft)).toHaveCount(0)
      })
    } finally {
      // The newest draft is the published text again, so no later Publish sends this one out.
      await page.request.post('/api/globals/site-settings?draft=true', {
        data: { tagline },
        ...api,
      })
    }
  })

  test('the privacy policy: bold words, a list and links typed in the editor reach /privacy after Publish', async ({
    page,
    browser,
  }) => {
    await signInPage(page)
    const before = await page.request.get('/api/globals/site-settings?depth=0', api)
    const { privacyPolicy } = (await before.json()) as { privacyPolicy: unknown }
    const word = `passport${Date.now()}`
    // The editor opens the newest draft: start it from what guests see.
    await page.request.post('/api/globals/site-settings?draft=true', {
      data: { privacyPolicy },
      ...api,
    })
    try {
      await page.goto('/cms/globals/site-settings')
      await page.getByRole('button', { name: 'Policies', exact: true }).click()
      const editor = page.locator('[data-lexical-editor="true"]').first()
      await editor.click()
      await page.keyboard.press('Control+End')
      await page.keyboard.press('Enter')
      await page.keyboard.type('Bring your ')
      await page.keyboard.press('Control+b')
      await page.keyboard.type(word)
      await page.keyboard.press('Control+b')
      await page.keyboard.type(' to check in.')
      await page.keyboard.press('Enter')
      // Lexical turns "- " at the start of a line into a bulleted list.
      await page.keyboard.type('- Name')
      await page.keyboard.press('Enter')
      await page.keyboard.type('Phone number')
      await page.keyboard.press('Enter')
      await page.keyboard.press('Enter')
      // Each link is made on the words just typed, at the end of the document.
      await typeAtEnd(page, 'Questions? Read our terms')
      await addLink(page, 'terms', '/terms')
      await typeAtEnd(page, ' or the tourism board')
      await addLink(page, 'tourism board', 'https://visitghana.com/')
      await typeAtEnd(page, '.')
      await expect(editor.locator('strong', { hasText: word })).toHaveText(word)
      await autosaved(page)
      await asGuest(browser, async (guest) => {
        await guest.goto('/privacy')
        await expect(guest.getByText(word)).toHaveCount(0)
      })
      await publish(page)
      await asGuest(browser, async (guest) => {
        await guest.goto('/privacy')
        await expect(guest.locator('strong', { hasText: word })).toBeVisible()
        await expect(guest.locator('ul li', { hasText: 'Phone number' })).toBeVisible()
        await expect(guest.getByRole('link', { name: 'terms', exact: true })).toHaveAttribute(
          'href',
          '/terms',
        )
        const external = guest.getByRole('link', { name: 'tourism board', exact: true })
        await expect(external).toHaveAttribute('href', 'https://visitghana.com/')
        await expect(external).toHaveAttribute('rel', 'noopener noreferrer')
        // Rendered on the server: the text is in the HTML itself.
        expect(await (await guest.request.get('/privacy')).text()).toContain(
          `<strong>${word}</strong>`,
        )
      })
    } finally {
      // Leave the editor first: an autosave still to come would otherwise outlive the clean-up.
      await page.goto('about:blank')
      await page.request.post('/api/globals/site-settings', {
        data: { privacyPolicy, _status: 'published' },
        ...api,
      })
    }
  })

  test('a facility icon is chosen by its picture and the home page draws it', async ({
    page,
    browser,
  }) => {
    await signInPage(page)
    const found = await page.request.get(
      '/api/facilities?where[title][equals]=Free%20Parking&depth=0',
      api,
    )
    const [parking] = ((await found.json()) as { docs: Array<{ id: string; icon: string }> }).docs
    expect(parking.icon).toBe('parking')
    try {
      await page.goto(`/cms/collections/facilities/${parking.id}`)
      const picker = page.getByRole('radiogroup')
      await expect(picker.getByRole('radio', { name: 'parking', exact: true })).toHaveAttribute(
        'aria-checked',
        'true',
      )
      await picker.getByRole('radio', { name: 'key', exact: true }).click()
      await expect(picker.getByRole('radio', { name: 'key', exact: true })).toHaveAttribute(
        'aria-checked',
        'true',
      )
      await publish(page)
      await asGuest(browser, async (guest) => {
        await guest.goto('/')
        const card = guest.locator('li').filter({ hasText: 'Free Parking' })
        await expect(card.locator('use')).toHaveAttribute('href', /#key$/)
      })
    } finally {
      await page.request.patch(`/api/facilities/${parking.id}`, {
        data: { icon: 'parking', _status: 'published' },
        ...api,
      })
    }
  })

  test("one alt text per picture: a banner has none of its own, and the picture's alt reaches the home page", async ({
    page,
    browser,
  }) => {
    await signInPage(page)
    const found = await page.request.get('/api/banner-images?sort=sortOrder&limit=1&depth=1', api)
    const [banner] = (
      (await found.json()) as { docs: Array<{ id: string; image: { id: string; alt: string } }> }
    ).docs
    const alt = `The house at sunrise, edited ${Date.now()}`
    try {
      await page.goto(`/cms/collections/banner-images/${banner.id}`)
      // The banner's form holds its picture and its place only: no alt text of its own.
      const labels = page.locator('label')
      await expect(labels.filter({ hasText: /^Image/ })).toHaveCount(1)
      await expect(labels.filter({ hasText: /^Sort Order/ })).toHaveCount(1)
      await expect(labels.filter({ hasText: /alt/i })).toHaveCount(0)

      await page.goto(`/cms/collections/media/${banner.image.id}`)
      const field = page.locator('#field-alt')
      await expect(field).toHaveValue(banner.image.alt)
      await expect(
        page.getByText('Describes the picture for guests who use a screen reader.'),
      ).toBeVisible()
      await field.fill(alt)
      await page.locator('#action-save').click()
      await expect(page.getByText(/successfully/i).first()).toBeVisible()
      await asGuest(browser, async (guest) => {
        await guest.goto('/')
        await expect(guest.locator(`img[alt="${alt}"]`).first()).toBeAttached()
      })
    } finally {
      await page.request.patch(`/api/media/${banner.image.id}`, {
        data: { alt: banner.image.alt },
        ...api,
      })
    }
  })

  test('fields whose effect is not obvious say what they do', async ({ page }) => {
    await signInPage(page)
    await page.goto('/cms/globals/site-settings')
    await page.getByRole('button', { name: 'House', exact: true }).click()
    await expect(
      page.getByText('Shown in the header, page titles, emails and share previews.'),
    ).toBeVisible()
    await page.getByRole('button', { name: 'Policies', exact: true }).click()
    await expect(page.getByText(/^Shown on \/privacy\./)).toBeVisible()
    await page.goto('/cms/globals/explore')
    await page.getByRole('button', { name: 'Reception', exact: true }).click()
    await expect(page.getByText(/The slideshow of this tab/).first()).toBeVisible()
    await expect(page.getByText('The picture shown on the card.').first()).toBeVisible()
  })
})
