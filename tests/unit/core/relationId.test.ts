import { describe, expect, it } from '@jest/globals'

import { relationId } from '@/lib/relationId'

describe('relationId', () => {
  it('reads the id of a stored or a populated relationship, and nothing from none', () => {
    expect(relationId('room-1')).toBe('room-1')
    expect(relationId({ id: 'room-1', name: 'Garden Room' })).toBe('room-1')
    expect(relationId(null)).toBe('')
    expect(relationId(undefined)).toBe('')
  })
})
