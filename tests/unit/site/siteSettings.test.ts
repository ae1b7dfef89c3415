import { describe, expect, it } from '@jest/globals'

import { plainTextToRichText } from '@/lib/richText'
import { withEmptyDefaults } from '@/lib/siteSettings'

describe('withEmptyDefaults', () => {
  it('turns the settings of a site nobody has filled yet into empty values', () => {
    const settings = withEmptyDefaults({})
    expect(settings.phonePrimary).toBe('')
    expect(settings.houseName).toBe('')
    expect(settings.openingHours).toEqual([])
    expect(settings.reasons).toEqual([])
    expect(settings.premiumCard).toEqual({
      title: '',
      description: plainTextToRichText(''),
      features: [],
    })
    expect(settings.privacyPolicy.root.children).toEqual([])
  })

  it('keeps what the owner entered', () => {
    const settings = withEmptyDefaults({
      houseName: 'Royal Palm',
      phonePrimary: '024 123 4567',
      premiumCard: { title: 'Premium', description: plainTextToRichText('Best rooms') },
    })
    expect(settings).toMatchObject({
      houseName: 'Royal Palm',
      phonePrimary: '024 123 4567',
      tagline: '',
      premiumCard: {
        title: 'Premium',
        description: plainTextToRichText('Best rooms'),
        features: [],
      },
    })
  })
})
