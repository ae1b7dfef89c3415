import { describe, expect, it } from '@jest/globals'

import {
  addressLocality,
  pageDetails,
  pageOpenGraph,
  pageShareImages,
  jsonLdText,
  lodgingBusinessJsonLd,
  priceRangeGhs,
  roomShareDescription,
  roomShareImage,
  SHARE_IMAGE,
} from '@/lib/seo'
import { roomPagePath } from '@/lib/site'
import { imageVariants, mediaPath, toSiteImage, toSiteImages } from '@/lib/siteImage'

const settings = {
  houseName: 'Royal Palm Guest House',
  tagline: 'COMFORTABILITY WITH CLASS',
  address: 'Adweso Road, Koforidua, Eastern Region, Ghana',
  landmark: '50 metres from the church, off the highway',
  phonePrimary: '024 123 4567',
  phoneSecondary: '020 765 4321',
  email: 'info@example.com.gh',
  mapLinkUrl: 'https://maps.example/house',
}

describe('structured data', () => {
  it('names the check-in and check-out times from the owner’s one setting', () => {
    const data = lodgingBusinessJsonLd({
      settings: { ...settings, checkInTime: '1:30 pm', checkOutTime: '10:00 am' },
      rooms: [],
      amenities: [],
      url: 'https://house.example/',
    })
    expect(data).toMatchObject({ checkinTime: '13:30', checkoutTime: '10:00' })
    const defaults = lodgingBusinessJsonLd({ settings, rooms: [], amenities: [], url: '/' })
    expect(defaults).toMatchObject({ checkinTime: '14:00', checkoutTime: '11:00' })
  })

  it('gives the nightly price range in GHS, offers counted at their discounted price', () => {
    expect(priceRangeGhs([])).toBeNull()
    expect(priceRangeGhs([{ regularPrice: 300 }])).toBe('GHS 300')
    expect(
      priceRangeGhs([
        { regularPrice: 500 },
        { regularPrice: 300, discountedPrice: 250, offer: true },
        { regularPrice: 400, discountedPrice: 100, offer: false },
      ]),
    ).toBe('GHS 250 - 500')
  })

  it('describes the house as a LodgingBusiness from site settings, rooms and amenities', () => {
    const data = lodgingBusinessJsonLd({
      settings,
      rooms: [{ regularPrice: 200 }, { regularPrice: 500 }],
      amenities: ['High-Speed Internet', 'Free Parking'],
      url: 'https://house.example/',
    })
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'LodgingBusiness',
      name: 'Royal Palm Guest House',
      url: 'https://house.example/',
      telephone: '+233241234567',
      email: 'info@example.com.gh',
      priceRange: 'GHS 200 - 500',
      currenciesAccepted: 'GHS',
      address: { '@type': 'PostalAddress', streetAddress: settings.address, addressCountry: 'GH' },
    })
    expect(data.amenityFeature).toEqual([
      { '@type': 'LocationFeatureSpecification', name: 'High-Speed Internet', value: true },
      { '@type': 'LocationFeatureSpecification', name: 'Free Parking', value: true },
    ])
    expect(data.contactPoint).toHaveLength(2)
  })

  it('names the town, a picture and reservation hours in the shape schema.org defines', () => {
    const data = lodgingBusinessJsonLd({
      settings,
      rooms: [],
      amenities: [],
      url: 'https://house.example/',
      image: 'https://house.example/share-image.jpg',
    })
    expect(data.image).toBe('https://house.example/share-image.jpg')
    expect(data.address).toMatchObject({ addressLocality: 'Koforidua' })
    for (const point of data.contactPoint as Array<Record<string, unknown>>) {
      expect(point.hoursAvailable).toEqual({
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
        opens: '00:00',
        closes: '23:59',
      })
    }
  })

  it('reads the town from an address, leaving out the region and the country', () => {
    expect(addressLocality('Adweso Road, Koforidua, Eastern Region, Ghana')).toBe('Koforidua')
    expect(addressLocality('Koforidua')).toBe('Koforidua')
    expect(addressLocality('Near the market, Nkawkaw')).toBe('Nkawkaw')
    expect(addressLocality('')).toBeNull()
  })

  it("takes the editors' title and description for a page where they wrote one", () => {
    const site = { title: 'Rooms', description: 'Premium and standard rooms.' }
    expect(pageDetails(null, site)).toEqual(site)
    expect(pageDetails({ title: '  ', description: null }, site)).toEqual(site)
    expect(pageDetails({ title: 'Rooms near the lake', description: '' }, site)).toEqual({
      title: 'Rooms near the lake',
      description: 'Premium and standard rooms.',
    })
    expect(pageDetails({ title: null, description: ' Quiet rooms. ' }, site)).toEqual({
      title: 'Rooms',
      description: 'Quiet rooms.',
    })
  })

  it("gives every page's share block the type, the house's name and a picture", () => {
    const block = pageOpenGraph('Royal Palm Guest House', {
      title: 'Rooms · Royal Palm Guest House',
      description: 'Our rooms',
      url: '/rooms',
    })
    expect(block).toMatchObject({
      type: 'website',
      siteName: 'Royal Palm Guest House',
      url: '/rooms',
      images: [SHARE_IMAGE],
    })
    const own = pageOpenGraph('House', {
      title: 'A room',
      description: 'd',
      url: '/rooms/1',
      images: [{ url: '/rooms/1/share-image.jpg', alt: 'A room' }],
    })
    expect(own.images).toEqual([{ url: '/rooms/1/share-image.jpg', alt: 'A room' }])
    expect(own.type).toBe('website')
  })

  it('cannot close its script tag early', () => {
    const text = jsonLdText({ name: '</script><script>alert(1)</script>' })
    expect(text).not.toContain('<')
    expect(JSON.parse(text).name).toBe('</script><script>alert(1)</script>')
  })
})

describe('site images', () => {
  it('turns absolute media addresses into same-origin paths', () => {
    expect(mediaPath('http://localhost:3000/api/media/file/a.webp')).toBe('/api/media/file/a.webp')
    expect(mediaPath('/api/media/file/a.webp')).toBe('/api/media/file/a.webp')
    expect(mediaPath('https://cdn.example/other/a.webp')).toBe('https://cdn.example/other/a.webp')
  })

  it('prefers the 1280 px copy and keeps its size', () => {
    const media = {
      id: 7,
      alt: 'Lobby',
      url: '/api/media/file/a.jpg',
      width: 4000,
      height: 3000,
      sizes: {
        card: { url: '/api/media/file/a-640x480.webp', width: 640, height: 480 },
        large: { url: 'http://x.test/api/media/file/a-1280x960.webp', width: 1280, height: 960 },
      },
    }
    expect(toSiteImage(media)).toEqual({
      src: '/api/media/file/a-1280x960.webp',
      alt: 'Lobby',
      width: 1280,
      height: 960,
      variants: [
        { url: '/api/media/file/a-640x480.webp?v=7', width: 640 },
        { url: '/api/media/file/a-1280x960.webp?v=7', width: 1280 },
      ],
    })
    expect(toSiteImage(media, 'Banner text')?.alt).toBe('Banner text')
  })

  it('never offers a 5 MB original, only the copies made at upload', () => {
    const media = {
      id: 'm1',
      url: '/api/media/file/a.jpg',
      width: 4000,
      height: 3000,
      sizes: { large: { url: '/api/media/file/a-1280x960.webp' } },
    }
    expect(imageVariants(media).map((variant) => variant.width)).toEqual([1280])
    // No copy at all (they were never made): nothing to offer, so the picture is left out.
    expect(imageVariants({ ...media, sizes: {} })).toEqual([])
    expect(toSiteImage({ ...media, alt: 'x', sizes: {} })).toBeNull()
  })

  it('offers a small original as it is, since no copy is made larger than it', () => {
    const media = { id: 3, url: '/api/media/file/s.png', width: 500, height: 400, sizes: {} }
    expect(imageVariants(media)).toEqual([{ url: '/api/media/file/s.png?v=3', width: 500 }])
    const between = { ...media, width: 900, sizes: { card: '/api/media/file/s-640x427.webp' } }
    expect(imageVariants(between)).toEqual([
      { url: '/api/media/file/s-640x427.webp?v=3', width: 640 },
      { url: '/api/media/file/s.png?v=3', width: 900 },
    ])
  })

  it("offers the 480 and 960 px copies for a phone's full-width picture, smallest first", () => {
    const media = {
      id: 4,
      url: '/a.jpg',
      width: 3000,
      sizes: { large: '/l.webp', small: '/s.webp', wide: '/w.webp', card: '/c.webp' },
    }
    expect(imageVariants(media)).toEqual([
      { url: '/s.webp?v=4', width: 480 },
      { url: '/c.webp?v=4', width: 640 },
      { url: '/w.webp?v=4', width: 960 },
      { url: '/l.webp?v=4', width: 1280 },
    ])
  })

  it('offers a 1000 px original beside the 960 px copy, as no 1280 px copy is made of it', () => {
    const media = { id: 5, url: '/o.jpg', width: 1000, sizes: { card: '/c.webp', wide: '/w.webp' } }
    expect(imageVariants(media).map((variant) => variant.width)).toEqual([640, 960, 1000])
  })

  it('adds the cropped thumbnail only when asked (small square pictures)', () => {
    const media = {
      id: 1,
      url: '/a.jpg',
      width: 2000,
      sizes: { thumbnail: '/t.webp', card: '/c.webp', large: '/l.webp' },
    }
    expect(imageVariants(media).map((variant) => variant.width)).toEqual([640, 1280])
    expect(imageVariants(media, { thumbnail: true }).map((variant) => variant.width)).toEqual([
      160, 640, 1280,
    ])
    expect(imageVariants({ ...media, id: null })[0].url).toBe('/c.webp')
  })

  it('skips ids and files without a size', () => {
    expect(toSiteImage('a-media-id')).toBeNull()
    expect(toSiteImage({ alt: 'x', url: '/a.webp' })).toBeNull()
    expect(toSiteImages(['id', { alt: 'x', url: '/a.webp', width: 1, height: 1 }])).toHaveLength(1)
    expect(toSiteImages(null)).toEqual([])
  })
})

describe('sharing one room', () => {
  const room = {
    _id: 'a1b2-c3',
    bedType: 'King Size',
    description: 'A bright suite over the garden, with a desk and a wide bathroom.',
    regularPrice: 500,
    discountedPrice: 450,
    offer: true,
    images: [{ id: 'm-1' }, { id: 'm-2' }],
  }

  it('links to the room under /rooms, whatever its id holds', () => {
    expect(roomPagePath('a1b2-c3')).toBe('/rooms/a1b2-c3')
    expect(roomPagePath('a/b?c')).toBe('/rooms/a%2Fb%3Fc')
  })

  it("shows the room's first picture at the share size, its id in the address", () => {
    expect(roomShareImage(room)).toEqual({
      ...SHARE_IMAGE,
      url: '/rooms/a1b2-c3/share-image.jpg?v=m-1',
    })
  })

  it('shares the general picture for a room without pictures', () => {
    expect(roomShareImage({ ...room, images: [] })).toEqual(SHARE_IMAGE)
  })

  it('describes the room by the price a guest pays, its bed and its text', () => {
    expect(roomShareDescription(room)).toBe(
      '₵450 per night · King Size Bed. A bright suite over the garden, with a desk and a wide bathroom.',
    )
  })

  it('cuts a long description at a word, short enough for a preview', () => {
    const long = roomShareDescription({
      ...room,
      description: 'Quiet, airy and clean. '.repeat(20),
    })
    expect(long.length).toBeLessThanOrEqual(200)
    expect(long).toMatch(/^₵450 per night · King Size Bed\. Quiet, airy and clean\./)
    expect(long).toMatch(/[a-z]…$/)
  })
})

describe('a page’s share picture', () => {
  it('is the one editors chose, its id in the address, else the general one', () => {
    expect(pageShareImages('rooms', { image: 'abc123' })).toEqual([
      { ...SHARE_IMAGE, url: '/share-image.jpg?page=rooms&v=abc123' },
    ])
    expect(pageShareImages('home', { image: { id: 7 } })[0].url).toBe(
      '/share-image.jpg?page=home&v=7',
    )
    expect(pageShareImages('contact', { image: null })).toEqual([SHARE_IMAGE])
    expect(pageShareImages('terms', undefined)).toEqual([SHARE_IMAGE])
  })
})
