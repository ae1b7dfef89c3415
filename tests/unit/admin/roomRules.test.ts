import { MESSAGES } from '@/lib/messages'
import { filterRooms, NO_ROOMS_HINT, roomStats } from '@/lib/rooms/filters'
import { checkNewImages, imageFileError, MAX_IMAGE_BYTES } from '@/lib/validation/images'
import { normalizeRoom, validateRoom, type RoomFormValues } from '@/lib/rooms/validation'

const valid: RoomFormValues = {
  name: 'Garden Room',
  description: 'A bright room facing the garden with a queen bed.',
  regularPrice: '350',
  discountedPrice: '',
  bedType: 'Queen Size',
  offer: false,
  imageCount: 1,
}

describe('room form rules', () => {
  it('accepts a complete room', () => {
    expect(validateRoom(valid)).toEqual({})
  })

  it('names every missing field with its message', () => {
    expect(
      validateRoom({
        name: ' ',
        description: '',
        regularPrice: '',
        discountedPrice: '',
        bedType: '',
        offer: false,
        imageCount: 0,
      }),
    ).toEqual({
      name: 'Room name is required',
      description: 'Room description is required',
      regularPrice: 'Regular price is required',
      bedType: 'Bed type is required',
      images: 'At least one image is required',
    })
  })

  it('description needs 20 characters after trimming; 500 is only a counter', () => {
    expect(validateRoom({ ...valid, description: '   nineteen chars!!   ' }).description).toBe(
      'Description must be at least 20 characters',
    )
    expect(validateRoom({ ...valid, description: 'x'.repeat(900) }).description).toBeUndefined()
  })

  it.each([
    ['0', 'Price must be greater than 0'],
    ['-10', 'Price must be greater than 0'],
    ['abc', 'Price must be greater than 0'],
  ])('regular price %s → %s', (price, message) => {
    expect(validateRoom({ ...valid, regularPrice: price }).regularPrice).toBe(message)
  })

  it.each([
    ['', 'Discounted price is required when offer is enabled'],
    ['0', 'Discounted price must be greater than 0'],
    ['350', 'Discounted price must be less than regular price'],
    ['400', 'Discounted price must be less than regular price'],
  ])('with an offer, discounted price %s → %s', (price, message) => {
    expect(validateRoom({ ...valid, offer: true, discountedPrice: price }).discountedPrice).toBe(
      message,
    )
  })

  it('without an offer the discounted price is ignored and sent as null', () => {
    expect(validateRoom({ ...valid, discountedPrice: '9999' })).toEqual({})
    expect(normalizeRoom({ ...valid, discountedPrice: '300' }).discountedPrice).toBeNull()
    expect(normalizeRoom({ ...valid, offer: true, discountedPrice: '300' })).toMatchObject({
      regularPrice: 350,
      discountedPrice: 300,
      offer: true,
    })
  })
})

describe('image rules', () => {
  const png = (name = 'a.png', size = 1000) => ({ name, type: 'image/png', size })

  it('allows JPEG, PNG and WebP only', () => {
    expect(imageFileError({ name: 'a.jpg', type: 'image/jpeg', size: 10 })).toBeNull()
    expect(imageFileError({ name: 'a.jpeg', type: 'image/jpeg', size: 10 })).toBeNull()
    expect(imageFileError({ name: 'a.webp', type: 'image/webp', size: 10 })).toBeNull()
    expect(imageFileError({ name: 'a.gif', type: 'image/gif', size: 10 })).toBe(
      MESSAGES.image.wrongType,
    )
    expect(imageFileError({ name: 'a.png.exe', type: 'image/png', size: 10 })).toBe(
      'Only JPEG, PNG, and WebP images are allowed',
    )
  })

  it('each under 5 MB', () => {
    expect(imageFileError(png('a.png', MAX_IMAGE_BYTES - 1))).toBeNull()
    expect(imageFileError(png('a.png', MAX_IMAGE_BYTES))).toBe('Each image must be less than 5MB')
  })

  it('at most 6 in total, telling how many more fit', () => {
    expect(checkNewImages([png(), png()], 4).error).toBeNull()
    expect(checkNewImages([png(), png(), png()], 4).error).toBe(
      'Maximum 6 images allowed. You can add 2 more.',
    )
    expect(checkNewImages([png()], 6).error).toBe('Maximum 6 images allowed. You can add 0 more.')
  })

  it('one bad file refuses the batch', () => {
    expect(checkNewImages([png(), { name: 'b.gif', type: 'image/gif', size: 1 }], 0).error).toBe(
      MESSAGES.image.wrongType,
    )
  })

  it('the upload failure names the file, with the default reason', () => {
    expect(MESSAGES.image.uploadFailed('bath.jpg', 'Too large')).toBe(
      'Failed to upload bath.jpg: Too large',
    )
    expect(MESSAGES.image.uploadFailed('bath.jpg', '')).toBe(
      'Failed to upload bath.jpg: Upload failed',
    )
  })
})

describe('View Rooms search, filters and tiles', () => {
  const room = (
    name: string,
    regularPrice: number,
    extra: Partial<{
      offer: boolean
      discountedPrice: number | null
      isAvailable: boolean
      createdAt: string
      description: string
    }> = {},
  ) => ({
    name,
    description: extra.description ?? `${name} description`,
    regularPrice,
    discountedPrice: extra.discountedPrice ?? null,
    offer: extra.offer ?? false,
    isAvailable: extra.isAvailable ?? true,
    createdAt: extra.createdAt ?? '2025-01-01T00:00:00.000Z',
  })
  const rooms = [
    room('Suite', 500, { createdAt: '2025-01-01T00:00:00.000Z' }),
    room('Deluxe', 450, {
      offer: true,
      discountedPrice: 400,
      createdAt: '2025-03-01T00:00:00.000Z',
    }),
    room('Studio', 200, {
      isAvailable: false,
      description: 'Quiet and near the garden',
      createdAt: '2025-02-01T00:00:00.000Z',
    }),
  ]

  it('newest first; premium, standard and on-offer filters', () => {
    expect(filterRooms(rooms, '', 'all').map((r) => r.name)).toEqual(['Deluxe', 'Studio', 'Suite'])
    expect(filterRooms(rooms, '', 'premium').map((r) => r.name)).toEqual(['Deluxe', 'Suite'])
    expect(filterRooms(rooms, '', 'standard').map((r) => r.name)).toEqual(['Studio'])
    expect(filterRooms(rooms, '', 'offer').map((r) => r.name)).toEqual(['Deluxe'])
  })

  it('searches name and description in any case', () => {
    expect(filterRooms(rooms, 'GARDEN', 'all').map((r) => r.name)).toEqual(['Studio'])
    expect(filterRooms(rooms, 'suite', 'all').map((r) => r.name)).toEqual(['Suite'])
    expect(filterRooms(rooms, 'garden', 'premium')).toEqual([])
  })

  it('counts the four tiles', () => {
    expect(roomStats(rooms)).toEqual({ total: 3, premium: 2, onOffer: 1, available: 2 })
    expect(NO_ROOMS_HINT).toEqual({
      filtered: 'Try adjusting your search or filter criteria',
      empty: 'Start by creating your first room',
    })
  })
})
