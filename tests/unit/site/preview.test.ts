import { describe, expect, it } from '@jest/globals'

import { isPreviewPage, previewPath, SITE_SETTINGS_PREVIEWS } from '@/lib/preview'

describe('preview pages', () => {
  it('previews the home, Explore and both policy pages, and nothing else', () => {
    for (const page of ['home', 'explore', 'privacy', 'terms'])
      expect(isPreviewPage(page)).toBe(true)
    for (const page of ['rooms', 'toString', '__proto__', ''])
      expect(isPreviewPage(page)).toBe(false)
    expect(SITE_SETTINGS_PREVIEWS.map(previewPath)).toEqual([
      '/preview/home',
      '/preview/privacy',
      '/preview/terms',
    ])
  })
})
