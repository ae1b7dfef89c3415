import { describe, expect, it } from '@jest/globals'

import robots from '@/app/robots'

describe('robots.txt', () => {
  it('lists only Disallow lines for the staff pages, no Allow before them and no Host', () => {
    const rules = robots().rules
    const [rule] = Array.isArray(rules) ? rules : [rules]
    expect(rule.disallow).toEqual(['/admin', '/cms', '/sign-in'])
    expect(rule.allow).toBeUndefined()
    expect(robots().host).toBeUndefined()
    expect(robots().sitemap).toMatch(/\/sitemap\.xml$/)
  })
})
