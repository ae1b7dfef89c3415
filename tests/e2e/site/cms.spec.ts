import { BASE_URL, expect, signInApi, test } from '../fixtures'

test.describe('content from the CMS', () => {
  test("an editor's change to a testimonial shows on the home page without a deploy", async ({
    page,
    request,
  }) => {
    await signInApi(request)
    const headers = { Origin: BASE_URL }
    const found = await request.get(
      '/api/testimonials?where[name][equals]=Kwame%20Boateng&depth=0',
      { headers },
    )
    expect(found.ok()).toBeTruthy()
    const [testimonial] = ((await found.json()) as { docs: Array<{ id: string; comment: string }> })
      .docs
    expect(testimonial).toBeTruthy()

    await page.goto('/')
    const reviews = page.getByRole('region', { name: 'What Our Guests Say' })
    await expect(reviews.getByText(testimonial.comment)).toBeVisible()

    const comment = `Edited in the CMS at ${Date.now()}: spotless rooms and a warm welcome.`
    const update = await request.patch(`/api/testimonials/${testimonial.id}`, {
      data: { comment },
      headers,
    })
    expect(update.ok()).toBeTruthy()
    try {
      await page.goto('/')
      await expect(reviews.getByText(comment)).toBeVisible()
      await expect(reviews.getByText(testimonial.comment)).toHaveCount(0)
    } finally {
      await request.patch(`/api/testimonials/${testimonial.id}`, {
        data: { comment: testimonial.comment },
        headers,
      })
    }
  })
})
