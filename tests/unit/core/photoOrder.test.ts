import { describe, expect, it } from '@jest/globals'

import { moveItem } from '@/lib/rooms/photoOrder'

describe('moving a photo in a room’s list', () => {
  it('moves one item to its new place and keeps the others in order', () => {
    expect(moveItem(['a', 'b', 'c', 'd'], 3, 0)).toEqual(['d', 'a', 'b', 'c'])
    expect(moveItem(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd'])
  })

  it('keeps a move within the list and changes nothing for a photo that is not there', () => {
    expect(moveItem(['a', 'b'], 1, 5)).toEqual(['a', 'b'])
    expect(moveItem(['a', 'b'], 0, -1)).toEqual(['a', 'b'])
    expect(moveItem(['a', 'b'], 4, 0)).toEqual(['a', 'b'])
  })
})
