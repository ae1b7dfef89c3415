import { describe, expect, it } from '@jest/globals'

import { landingAfterSignIn, RECEPTION_HOME } from '@/lib/session/home'

describe('landingAfterSignIn', () => {
  it("sends reception to Today, the desk's day, when she asked for no page", () => {
    expect(RECEPTION_HOME).toBe('/admin/today')
    expect(landingAfterSignIn('reception', '/admin')).toBe('/admin/today')
  })

  it('keeps the page a member of staff asked for, and the owner on the dashboard', () => {
    expect(landingAfterSignIn('reception', '/admin/cash-up')).toBe('/admin/cash-up')
    expect(landingAfterSignIn('admin', '/admin')).toBe('/admin')
  })
})
