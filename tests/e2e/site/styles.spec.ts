import path from 'node:path'

import tailwind from '@tailwindcss/postcss'
import postcss from 'postcss'

import { expect, signInPage, test } from '../fixtures'

/**
 * The site and the portal each build their stylesheet from a listed set of source folders
 * (site.css, admin.css). A component used from a folder missing from that list would render
 * unstyled, so every class on these pages that Tailwind styles when it reads the whole project
 * must be styled by the page's own stylesheet too.
 */
const PUBLIC_PAGES = [
  '/',
  '/rooms',
  '/explore',
  '/contact',
  '/bookings',
  '/privacy',
  '/terms',
  '/sign-in',
  '/no-such-page',
]
const PORTAL_PAGES = ['/admin', '/admin/view-rooms', '/admin/create-room']

let wholeProject = ''

test.beforeAll(async () => {
  const entry = path.resolve('src/app/(frontend)/whole-project.css')
  const result = await postcss([tailwind({ base: process.cwd() })]).process(
    "@import 'tailwindcss';\n@import './theme.css';\n",
    { from: entry },
  )
  wholeProject = result.css
})

/** Tailwind's escaped form of a class in a selector, as it writes it in every stylesheet. */
const selectorOf = (token: string) => '.' + token.replace(/[^a-zA-Z0-9_-]/g, (c) => `\\${c}`)
const styles = (css: string, token: string) =>
  ['{', ' ', ':', ',', '>', ')', '['].some((end) => css.includes(selectorOf(token) + end))

async function unstyledClasses(page: import('@playwright/test').Page): Promise<string[]> {
  // The page's styles, linked or inside the page.
  const { css, tokens } = await page.evaluate(async () => ({
    css: [
      ...(await Promise.all(
        [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) =>
          fetch(link.href).then((response) => response.text()),
        ),
      )),
      ...[...document.querySelectorAll('style')].map((style) => style.textContent ?? ''),
    ].join('\n'),
    tokens: [
      ...new Set([...document.querySelectorAll('[class]')].flatMap((el) => [...el.classList])),
    ],
  }))
  expect(css.length).toBeGreaterThan(1000)
  return tokens.filter((token) => styles(wholeProject, token) && !styles(css, token))
}

test.describe('stylesheets', () => {
  test('every class on the public pages is styled by the site stylesheet', async ({ page }) => {
    const rooms = (await (await page.request.get('/api/room/get-all-rooms')).json()) as Array<{
      _id: string
      regularPrice: number
    }>
    // A shared room's page, for a premium room and a standard one (their cards differ).
    const shared = [
      rooms.find((room) => room.regularPrice >= 400),
      rooms.find((room) => room.regularPrice < 400),
    ]
    for (const pagePath of [...PUBLIC_PAGES, ...shared.map((room) => `/rooms/${room?._id}`)]) {
      await page.goto(pagePath)
      expect(await unstyledClasses(page), pagePath).toEqual([])
    }
  })

  test('every class on the portal pages is styled by the portal stylesheet', async ({ page }) => {
    await signInPage(page)
    for (const pagePath of PORTAL_PAGES) {
      await page.goto(pagePath)
      await expect(page).toHaveURL(pagePath)
      expect(await unstyledClasses(page), pagePath).toEqual([])
    }
  })
})
