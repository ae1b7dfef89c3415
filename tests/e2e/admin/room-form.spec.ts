import { expect, signInApi, signInPage, test } from '../fixtures'
import { allRooms, deleteRoomsNamed, fillRoomForm, imageFile, phonePhoto, toast } from './helpers'

const PREFIX = 'E2E Form Room'
const DESCRIPTION = 'A room used to check the form rules, with a double bed and a fan.'

test.describe('room form rules', () => {
  test.afterAll(async ({ request }) => {
    await signInApi(request)
    await deleteRoomsNamed(request, PREFIX)
  })

  test('every field rule shows its message beside the field and keeps what was typed', async ({
    page,
  }) => {
    await signInPage(page)
    await page.goto('/admin/create-room')
    await page.getByRole('button', { name: 'Create Room' }).click()
    for (const message of [
      'Room name is required',
      'Room description is required',
      'Regular price is required',
      'Bed type is required',
      'At least one image is required',
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible()
    }
    await expect(page.getByLabel('Room Name')).toBeFocused()
    await expect(page.getByLabel('Room Name')).toHaveAttribute(
      'aria-describedby',
      'room-name-error',
    )

    await page.getByLabel('Room Name').fill('Short')
    await expect(page.getByText('Room name is required')).toHaveCount(0)
    await page.getByLabel('Description').fill('Too short')
    await page.getByLabel('Regular Price (₵ per night)').fill('0')
    await page.getByLabel('Special offer (discounted price)').check()
    await page.getByRole('button', { name: 'Create Room' }).click()
    await expect(page.getByText('Description must be at least 20 characters')).toBeVisible()
    await expect(page.getByText('Price must be greater than 0')).toBeVisible()
    await expect(page.getByText('Discounted price is required when offer is enabled')).toBeVisible()

    await page.getByLabel('Regular Price (₵ per night)').fill('300')
    await page.getByLabel('Discounted Price (₵ per night)').fill('300')
    await page.getByRole('button', { name: 'Create Room' }).click()
    await expect(page.getByText('Discounted price must be less than regular price')).toBeVisible()
    await page.getByLabel('Discounted Price (₵ per night)').fill('-5')
    await page.getByRole('button', { name: 'Create Room' }).click()
    await expect(page.getByText('Discounted price must be greater than 0')).toBeVisible()
    await expect(page.getByLabel('Room Name')).toHaveValue('Short')
    await expect(page.getByLabel('Description')).toHaveValue('Too short')
  })

  test('image rules: type, 5 MB and at most 6, each also a toast', async ({ page }) => {
    await signInPage(page)
    await page.goto('/admin/create-room')
    const input = page.getByTestId('room-images-input')

    await input.setInputFiles([
      { name: 'plan.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') },
    ])
    await expect(toast(page, 'Only JPEG, PNG, and WebP images are allowed')).toBeVisible()
    await expect(page.locator('#room-images-picker-error')).toHaveText(
      'Only JPEG, PNG, and WebP images are allowed',
    )
    await expect(page.getByTestId('new-image')).toHaveCount(0)

    const big = Buffer.alloc(5 * 1024 * 1024 + 1024, 1)
    await input.setInputFiles([{ name: 'huge.jpg', mimeType: 'image/jpeg', buffer: big }])
    await expect(toast(page, 'Each image must be less than 5MB')).toBeVisible()
    await expect(page.getByTestId('new-image')).toHaveCount(0)

    const four = await Promise.all([1, 2, 3, 4].map((n) => imageFile(`photo-${n}.png`, 'png', n)))
    await input.setInputFiles(four)
    await expect(page.getByTestId('new-image')).toHaveCount(4)
    const three = await Promise.all([5, 6, 7].map((n) => imageFile(`photo-${n}.png`, 'png', n)))
    await input.setInputFiles(three)
    await expect(toast(page, 'Maximum 6 images allowed. You can add 2 more.')).toBeVisible()
    await expect(page.getByTestId('new-image')).toHaveCount(4)
    await input.setInputFiles(three.slice(0, 2))
    await expect(page.getByTestId('new-image')).toHaveCount(6)
    await input.setInputFiles([three[2]])
    await expect(toast(page, 'Maximum 6 images allowed. You can add 0 more.')).toBeVisible()
    await expect(page.getByTestId('new-image')).toHaveCount(6)
  })

  test('a failed upload names the file, creates nothing, keeps the form; the retry reuses what was uploaded', async ({
    page,
  }) => {
    await signInPage(page)
    const name = `${PREFIX} ${Date.now()}`
    const roomsBefore = (await allRooms(page.request)).length
    await page.goto('/admin/create-room')
    await fillRoomForm(page, {
      name,
      description: DESCRIPTION,
      regularPrice: '260',
      bedType: 'Double Size',
    })
    await page.getByTestId('room-images-input').setInputFiles([
      await imageFile('good.png', 'png', 2),
      // Claims to be a PNG; the server decodes it and refuses.
      {
        name: 'broken.png',
        mimeType: 'image/png',
        buffer: Buffer.from('this is not an image at all'),
      },
    ])
    let uploads = 0
    page.on('request', (request) => {
      if (request.url().endsWith('/api/images/upload')) uploads += 1
    })
    await page.getByRole('button', { name: 'Create Room' }).click()
    await expect(page.getByTestId('form-error')).toContainText('Failed to upload broken.png: ')
    expect((await allRooms(page.request)).length).toBe(roomsBefore)
    await expect(page.getByLabel('Room Name')).toHaveValue(name)
    await expect(page.getByLabel('Description')).toHaveValue(DESCRIPTION)
    expect(uploads).toBe(2)

    await page.getByTestId('new-image').nth(1).getByRole('button', { name: 'Remove' }).click()
    await page.getByRole('button', { name: 'Create Room' }).click()
    await expect(toast(page, 'Room created and posted successfully!')).toBeVisible()
    expect(uploads).toBe(2)
    const created = (await allRooms(page.request)).find((room) => room.name === name)
    expect(created?.imageURLs).toHaveLength(1)
  })

  test('a lost connection while creating keeps everything typed', async ({ page }) => {
    await signInPage(page)
    const name = `${PREFIX} offline ${Date.now()}`
    await page.goto('/admin/create-room')
    await fillRoomForm(page, {
      name,
      description: DESCRIPTION,
      regularPrice: '210',
      bedType: 'Single Size',
    })
    await page
      .getByTestId('room-images-input')
      .setInputFiles([await imageFile('only.jpg', 'jpeg', 4)])
    await page.route('**/api/room/create', (route) => route.abort('internetdisconnected'))
    await page.getByRole('button', { name: 'Create Room' }).click()
    await expect(page.getByTestId('form-error')).toHaveText(
      'Failed to create room. Please try again.',
    )
    await expect(page.getByLabel('Room Name')).toHaveValue(name)
    await expect(page.getByTestId('new-image')).toHaveCount(1)
    expect((await allRooms(page.request)).some((room) => room.name === name)).toBe(false)

    await page.unroute('**/api/room/create')
    await page.getByRole('button', { name: 'Create Room' }).click()
    await expect(toast(page, 'Room created and posted successfully!')).toBeVisible()
  })

  test('a 12-megapixel phone photo is shrunk to 2560 px in the browser before it is sent', async ({
    page,
  }) => {
    await signInPage(page)
    const name = `${PREFIX} big photo ${Date.now()}`
    await page.goto('/admin/create-room')
    await fillRoomForm(page, {
      name,
      description: DESCRIPTION,
      regularPrice: '220',
      bedType: 'Single Size',
    })
    const photo = await phonePhoto()
    await page
      .getByTestId('room-images-input')
      .setInputFiles([{ name: 'phone.jpg', mimeType: 'image/jpeg', buffer: photo }])
    const answered = page.waitForResponse('**/api/images/upload')
    await page.getByRole('button', { name: 'Create Room' }).click()
    const response = await answered
    const length = Number((await response.request().allHeaders())['content-length'] ?? 0)
    // The server keeps the file it received as the original: its size is what was sent.
    const uploaded = (await response.json()) as { width: number; height: number; bytes: number }
    console.log(
      `12 MP photo: ${photo.length} bytes picked, ${uploaded.bytes} bytes sent (request ${length})`,
    )
    expect(uploaded.bytes).toBeGreaterThan(0)
    expect(uploaded.bytes).toBeLessThan(photo.length / 2)
    expect(Math.max(uploaded.width, uploaded.height)).toBe(2560)
    await expect(toast(page, 'Room created and posted successfully!')).toBeVisible()
  })

  test('an unknown room to edit shows the fetch error', async ({ page }) => {
    await signInPage(page)
    await page.goto('/admin/update-room/00000000-0000-4000-8000-000000000000')
    await expect(toast(page, 'Room not found')).toBeVisible()
    await expect(page.getByText('Failed to fetch room data')).toBeVisible()
  })
})
