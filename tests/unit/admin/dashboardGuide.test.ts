import { describe, expect, it } from '@jest/globals'
import type { TypedUser } from 'payload'

import { guideEntries } from '@/components/cms/DashboardGuide'
import { Rooms } from '@/collections/Rooms'
import { SiteSettings } from '@/collections/Content/SiteSettings'

const as = (role: string) => ({ id: 1, role }) as unknown as TypedUser

describe('the /cms dashboard guide', () => {
  const entities = [
    { slug: 'site-settings', label: 'Site settings', admin: SiteSettings.admin },
    { slug: 'rooms', label: 'Rooms', admin: Rooms.admin },
    { slug: 'plain', label: 'No description', admin: {} },
    { slug: 'secret', label: 'Hidden', admin: { hidden: true, description: 'never shown' } },
  ]

  it('says what each card an editor sees holds; the tagline is named in Site settings', () => {
    const entries = guideEntries(entities, as('editor'), () => true)
    expect(entries.map((entry) => entry.slug)).toEqual(['site-settings'])
    expect(entries[0].description).toMatch(/tagline/)
  })

  it('shows Rooms to admins only, and nothing a person may not read', () => {
    expect(guideEntries(entities, as('admin'), () => true).map((entry) => entry.slug)).toEqual([
      'site-settings',
      'rooms',
    ])
    expect(guideEntries(entities, as('reception'), () => true)).toEqual([])
    expect(guideEntries(entities, as('admin'), (slug) => slug === 'rooms')).toHaveLength(1)
  })
})
