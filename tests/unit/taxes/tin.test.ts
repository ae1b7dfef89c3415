import { describe, expect, it } from '@jest/globals'

import { isGhanaTin, normalizeTin } from '@/lib/taxes/tin'

describe('a Ghana TIN', () => {
  it('takes the Revenue Authority’s 11 characters and an individual’s Ghana Card PIN', () => {
    expect.assertions(7)
    for (const tin of [
      'P0001234567',
      'C0000803561',
      'G0012345678',
      'Q0001234567',
      'V0001234567',
      'GHA-123456789-0',
      ' gha-12345678-x ',
    ]) {
      expect(isGhanaTin(tin)).toBe(true)
    }
  })

  it('refuses another letter, a wrong length and a card PIN without its parts', () => {
    expect.assertions(7)
    for (const tin of [
      'X0001234567',
      'C000123456',
      'C00012345678',
      'C000123456A',
      'GHA-1234567-0',
      'GHA123456789-0',
      'GHA-123456789',
    ]) {
      expect(isGhanaTin(tin)).toBe(false)
    }
  })

  it('is stored in capitals without spaces', () => {
    expect(normalizeTin(' gha-123456789-0 ')).toBe('GHA-123456789-0')
    expect(normalizeTin('c000 0803 561')).toBe('C0000803561')
  })
})
