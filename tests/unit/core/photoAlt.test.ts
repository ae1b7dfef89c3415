import { describe, expect, it } from '@jest/globals'

import { altFromFileName, altIsFileName, roomPhotoAlt } from '@/lib/rooms/photoAlt'

describe('room photo alt text', () => {
  it('starts a portal upload with its file name in words', () => {
    expect(altFromFileName('IMG_2024-03_12.jpg')).toBe('IMG 2024 03 12')
    expect(altFromFileName('__-.jpg')).toBe('Room photo')
  })

  it('recognises an alt that only repeats the file name, the -1 Payload adds included', () => {
    expect(altIsFileName('IMG 20240312 101500', 'IMG_20240312_101500.jpg')).toBe(true)
    expect(altIsFileName('IMG 20240312 101500', 'IMG_20240312_101500-1.jpg')).toBe(true)
    expect(altIsFileName('img  20240312 101500', 'IMG_20240312_101500.webp')).toBe(true)
    expect(altIsFileName('Room photo', 'x.jpg')).toBe(true)
    expect(altIsFileName('', 'x.jpg')).toBe(true)
    expect(altIsFileName('The bed by the window', 'IMG_1.jpg')).toBe(false)
    expect(altIsFileName('Garden view', null)).toBe(false)
  })

  it('gives guests the room’s name and the photo’s place instead of a file name', () => {
    const camera = { alt: 'PXL 20240101 0930', filename: 'PXL_20240101_0930.jpg' }
    expect(roomPhotoAlt(camera, 'Queen Room', 1)).toBe('Queen Room, photo 2')
    const written = { alt: 'Twin beds and a desk', filename: 'PXL_20240101_0930.jpg' }
    expect(roomPhotoAlt(written, 'Queen Room', 0)).toBe('Twin beds and a desk')
  })
})
