import type { IconName } from '@/lib/icons'
import type { BedType } from '@/lib/rooms'

import type { SceneKind } from './images'

/**
 * The spec's default content. Contact details are placeholders in valid Ghana format; the owner
 * replaces them in /cms (Site settings).
 */
export const siteSettings = {
  houseName: 'Royal Palm Guest House',
  tagline: 'COMFORTABILITY WITH CLASS',
  address: 'Adweso Road, Koforidua, Eastern Region, Ghana',
  landmark: '50 metres from the Adweso Presby Church, off the Koforidua–Accra highway',
  phonePrimary: '024 123 4567',
  phoneSecondary: '020 765 4321',
  whatsappNumber: '024 123 4567',
  email: 'info@royalpalmguesthouse.com.gh',
  // Where guests pay: a MoMoPay merchant ID and a Telecel Cash wallet, as a small house keeps them.
  mobileMoneyNumbers: [
    {
      network: 'mtn' as const,
      kind: 'merchant' as const,
      number: '482913',
      accountName: 'Royal Palm Guest House',
    },
    {
      network: 'telecel' as const,
      kind: 'personal' as const,
      number: '020 765 4321',
      accountName: 'Kwame Mensah',
    },
  ],
  mapEmbedUrl: 'https://www.google.com/maps?q=Adweso%2C%20Koforidua%2C%20Ghana&output=embed',
  mapLinkUrl: 'https://www.google.com/maps/search/?api=1&query=Adweso%2C%20Koforidua%2C%20Ghana',
  openingHours: [
    { label: 'Reception', hours: '6:00 AM - 10:00 PM' },
    { label: 'Room service', hours: '24/7' },
    { label: 'Security', hours: '24/7' },
    { label: 'Phone and WhatsApp', hours: '24/7' },
  ],
  reasons: [
    {
      title: 'Prime Location',
      description:
        'Just off the highway and 50 metres from a well-known landmark: easy to find, quiet to sleep in.',
      icon: 'map-pin',
    },
    {
      title: 'Affordable Luxury',
      description:
        'Comfortable, well-kept rooms from ₵200 a night, with premium rooms for special stays.',
      icon: 'star',
    },
    {
      title: '24/7 Security',
      description: 'CCTV, a staffed gate and secure parking day and night.',
      icon: 'shield',
    },
    {
      title: 'Uninterrupted Power',
      description:
        'Our own power plant keeps the lights, fans and air conditioning on during outages.',
      icon: 'power',
    },
    {
      title: 'Friendly Staff',
      description: 'A team that knows the town and is happy to help at any hour.',
      icon: 'heart',
    },
    {
      title: 'Clean & Comfortable',
      description: 'Fresh linen, private bathrooms with hot water and rooms cleaned daily.',
      icon: 'sparkles',
    },
  ] satisfies Array<{ title: string; description: string; icon: IconName }>,
  premiumCard: {
    title: 'Premium Quality',
    description:
      'Our premium rooms add king-size comfort, Smart TV with DSTV, a fridge and a sofa to every stay.',
    features: [
      'King and queen size beds',
      'Smart TV with DSTV',
      'Air conditioning',
      'Mini refrigerator',
    ],
  },
  privacyPolicy: [
    'We collect only what you give us: your name, phone number, email address and the details of your stay when you contact us or book.',
    'We use these details to answer you, arrange your stay and keep the records the law requires. We do not sell or share them with marketers.',
    'Messages sent through this website are stored securely and read only by our staff. Ask us at any time to see or delete what we hold about you.',
    'This website uses one cookie, and only for staff who sign in. Guests browsing the site are not tracked.',
  ].join('\n\n'),
  termsOfService: [
    'Prices are per room per night in Ghana cedis and include taxes unless stated otherwise.',
    'A booking is confirmed when our staff confirm it to you by WhatsApp, phone or email.',
    'Please tell us as early as possible if your plans change. Guests are responsible for damage to rooms and property during their stay.',
    'Offers shown on this website are valid while they are displayed and may end without notice.',
  ].join('\n\n'),
}

export const roomCategories: Array<{
  title: string
  icon: IconName
  features: string[]
  priceText: string
}> = [
  {
    title: 'Studio Room',
    icon: 'bed',
    features: [
      'Comfortable single bed',
      'Private bathroom with hot water',
      'Air conditioning',
      'Free Wi-Fi',
    ],
    priceText: '₵200',
  },
  {
    title: 'Double Bed Room',
    icon: 'bed',
    features: ['Double bed', 'Private bathroom', 'Air conditioning', 'Flat-screen TV'],
    priceText: '₵250 - ₵350',
  },
  {
    title: 'Queen Room',
    icon: 'bed',
    features: ['Queen size bed', 'Smart TV', 'Air conditioning', 'Work desk'],
    priceText: '₵300 - ₵400',
  },
  {
    title: 'Deluxe Room',
    icon: 'crown',
    features: ['King size bed', 'Smart TV with DSTV', 'Mini refrigerator', 'Sofa'],
    priceText: '₵400',
  },
  {
    title: 'Executive Room',
    icon: 'crown',
    features: [
      'King size bed',
      'Lounge area with sofa',
      'Smart TV with DSTV',
      'Refrigerator and cooking corner',
    ],
    priceText: '₵500',
  },
]

export const homeFacilities: Array<{ title: string; description: string; icon: IconName }> = [
  {
    title: 'High-Speed Internet',
    description: 'Fast Wi-Fi in every room and the lounge.',
    icon: 'wifi',
  },
  {
    title: 'Free Parking',
    description: 'Secure parking inside the compound at no charge.',
    icon: 'parking',
  },
  {
    title: '24/7 Room Service',
    description: 'Food and drinks brought to your room at any hour.',
    icon: 'room-service',
  },
  {
    title: 'Security with CCTV',
    description: 'Cameras and a staffed gate, day and night.',
    icon: 'shield',
  },
  {
    title: 'Smart TV & DSTV',
    description: 'Smart TVs with DSTV in all premium rooms.',
    icon: 'tv',
  },
  {
    title: 'Private Bathroom',
    description: 'Every room has its own bathroom with hot water.',
    icon: 'shower',
  },
  {
    title: 'Air Conditioning',
    description: 'Cool, quiet air conditioning in every room.',
    icon: 'snowflake',
  },
  {
    title: 'Basic Cooking Facilities',
    description: 'A cooking corner for guests who like to make their own meals.',
    icon: 'cooking',
  },
  {
    title: 'Over-the-Counter Medicine',
    description: 'Common remedies kept at reception for your comfort.',
    icon: 'medicine',
  },
  {
    title: '24/7 Power Plant',
    description: 'Our own generator keeps the power on during outages.',
    icon: 'power',
  },
  {
    title: 'Laundry Service',
    description: 'Washing and ironing done for you, same day when you ask early.',
    icon: 'laundry',
  },
]

export const exploreFacilities: Array<{ title: string; description: string; icon: IconName }> = [
  { title: '24/7 Security', description: 'CCTV and guards around the clock.', icon: 'shield' },
  {
    title: 'High-Speed Internet',
    description: 'Reliable Wi-Fi across the property.',
    icon: 'wifi',
  },
  { title: 'Secure Parking', description: 'Parking inside our walled compound.', icon: 'parking' },
  {
    title: 'Room Service',
    description: 'Meals and drinks delivered to your door.',
    icon: 'room-service',
  },
  {
    title: 'Premium Bar',
    description: 'Local and imported drinks in a relaxed lounge.',
    icon: 'bar',
  },
  {
    title: 'Restaurant',
    description: 'Ghanaian and continental dishes cooked fresh.',
    icon: 'restaurant',
  },
]

export const homeTestimonials = [
  {
    name: 'Akosua Mensah',
    rating: 5,
    comment:
      'Clean rooms, hot water and very friendly staff. The location is easy to find from the highway.',
    location: 'Accra',
  },
  {
    name: 'Kwame Boateng',
    rating: 5,
    comment: 'The power never went off during my whole stay. Great value for the price.',
    location: 'Kumasi',
  },
  {
    name: 'Emily Carter',
    rating: 4,
    comment:
      'A peaceful place with a lovely garden. The team helped us plan trips around Koforidua.',
    location: 'London, UK',
  },
]

export const exploreTestimonials = [
  {
    name: 'Yaw Asante',
    rating: 5,
    comment: 'Checked in late at night and reception was ready for me. Smooth and secure.',
    location: 'Tema',
  },
  {
    name: 'Abena Owusu',
    rating: 5,
    comment: 'Happy hour at the bar was the highlight of our weekend.',
    location: 'Koforidua',
  },
  {
    name: 'Daniel Osei',
    rating: 4,
    comment: 'Beautiful evenings in the garden under the lights. We will be back.',
    location: 'Cape Coast',
  },
]

export const bannerScenes: Array<{ kind: SceneKind; variant: number; alt: string }> = [
  { kind: 'exterior', variant: 0, alt: 'The guest house building at sunrise with palm trees' },
  { kind: 'suite', variant: 1, alt: 'An executive suite with a king size bed and lounge' },
  { kind: 'reception', variant: 2, alt: 'The reception desk ready to welcome guests' },
  { kind: 'bar', variant: 3, alt: 'The bar and lounge lit up in the evening' },
  { kind: 'garden', variant: 4, alt: 'The garden on a sunny afternoon' },
  { kind: 'night', variant: 5, alt: 'The compound under evening lights' },
]

export const explore = {
  hero: {
    title: 'Explore Our Guest House',
    subtitle:
      'From a welcoming reception to a lively bar and a peaceful garden, see what waits for you.',
  },
  reception: {
    title: 'Reception',
    description:
      'Our front desk welcomes you at any hour, with staff who know the town and look after every detail of your stay.',
    scenes: [
      { kind: 'reception', variant: 0 },
      { kind: 'reception', variant: 3 },
      { kind: 'exterior', variant: 1 },
    ] as Array<{ kind: SceneKind; variant: number }>,
    highlights: [
      { title: '24/7 Front Desk', description: 'Someone is always here to help.', icon: 'clock' },
      { title: 'Concierge', description: 'Taxis, tours and tips on where to eat.', icon: 'key' },
      {
        title: 'Secure Check-in',
        description: 'Quick, private and safe check-in.',
        icon: 'shield',
      },
    ] as Array<{ title: string; description: string; icon: IconName }>,
    hours: [
      {
        label: 'Reception hours',
        hours: '6:00 AM - 10:00 PM',
        description: 'Late arrivals: call ahead and we will be ready.',
      },
    ],
  },
  barLounge: {
    title: 'Bar & Lounge',
    description: 'Unwind with cold drinks, good music and friends in our relaxed bar and lounge.',
    scenes: [
      { kind: 'bar', variant: 0 },
      { kind: 'bar', variant: 2 },
      { kind: 'bar', variant: 4 },
    ] as Array<{ kind: SceneKind; variant: number }>,
    highlights: [
      {
        title: 'Premium Beverages',
        description: 'Local favourites and imported spirits.',
        icon: 'bar',
      },
      {
        title: 'Live Entertainment',
        description: 'Music and sports on the big screen.',
        icon: 'music',
      },
      { title: 'Bar Snacks', description: 'Kebabs, chips and small chops.', icon: 'restaurant' },
    ] as Array<{ title: string; description: string; icon: IconName }>,
    hours: [
      { label: 'Bar hours', hours: 'Monday - Sunday, 5:00 PM - 2:00 AM', description: '' },
      {
        label: 'Happy hour',
        hours: '5:00 PM - 7:00 PM',
        description: 'Selected drinks at special prices.',
      },
    ],
  },
  environment: {
    title: 'Environment',
    description:
      'Green lawns, shady trees and soft evening lights: a calm place to rest between trips.',
    scenes: [
      { kind: 'garden', variant: 0 },
      { kind: 'night', variant: 1 },
      { kind: 'garden', variant: 3 },
    ] as Array<{ kind: SceneKind; variant: number }>,
    highlights: [
      { title: 'Garden', description: 'Lawns and trees to relax under.', icon: 'leaf' },
      { title: 'Fresh Air', description: 'Quiet surroundings away from traffic.', icon: 'sun' },
      { title: 'Evening Lights', description: 'A lit compound for evening walks.', icon: 'moon' },
    ] as Array<{ title: string; description: string; icon: IconName }>,
    hours: [
      {
        label: 'Day Experience',
        hours: '6:00 AM - 6:00 PM',
        description: 'Sunshine, birdsong and cool shade.',
      },
      {
        label: 'Evening Experience',
        hours: '6:00 PM - 6:00 AM',
        description: 'Soft lights and quiet, starry nights.',
      },
    ],
  },
}

export type SeedRoom = {
  name: string
  description: string
  regularPrice: number
  discountedPrice: number | null
  offer: boolean
  bedType: BedType
  isAvailable: boolean
  /** Most guests; the price includes `includedGuests` and each extra one pays `extraGuestPrice`. */
  maxGuests: number
  includedGuests?: number
  extraGuestPrice?: number
  /**
   * The room's prices in the house's December (the diaspora's visits) and its Christmas week, the
   * two seasons the seed sets for the whole house (./seasons): a larger bed costs more than a
   * smaller one on every night, season or not.
   */
  december?: {
    nightlyPrice: number
    weekendPrice: number
    christmas: { nightlyPrice: number; minNights: number }
  }
  amenities: Array<'waterHeater' | 'Tv' | 'DSTV' | 'AC' | 'fridge' | 'sofa'>
  scenes: Array<{ kind: SceneKind; variant: number }>
}

export const rooms: SeedRoom[] = [
  {
    name: 'Executive Suite',
    description:
      'Our largest room: a king size bed, a lounge with sofa, Smart TV with DSTV, a fridge and a quiet view of the garden.',
    regularPrice: 500,
    discountedPrice: null,
    offer: false,
    bedType: 'King Size',
    isAvailable: true,
    maxGuests: 4,
    includedGuests: 2,
    extraGuestPrice: 100,
    december: {
      nightlyPrice: 600,
      weekendPrice: 650,
      christmas: { nightlyPrice: 750, minNights: 2 },
    },
    amenities: ['waterHeater', 'Tv', 'DSTV', 'AC', 'fridge', 'sofa'],
    scenes: [
      { kind: 'suite', variant: 0 },
      { kind: 'suite', variant: 3 },
      { kind: 'garden', variant: 2 },
    ],
  },
  {
    name: 'Deluxe King Room',
    description:
      'A bright premium room with a king size bed, Smart TV with DSTV, air conditioning and a mini fridge.',
    regularPrice: 450,
    discountedPrice: 400,
    offer: true,
    bedType: 'King Size',
    isAvailable: true,
    maxGuests: 3,
    december: {
      nightlyPrice: 520,
      weekendPrice: 560,
      christmas: { nightlyPrice: 650, minNights: 2 },
    },
    amenities: ['waterHeater', 'Tv', 'DSTV', 'AC', 'fridge'],
    scenes: [
      { kind: 'suite', variant: 1 },
      { kind: 'bedroom', variant: 4 },
    ],
  },
  {
    name: 'Queen Comfort Room',
    description:
      'A calm room with a queen size bed, Smart TV, air conditioning and a private bathroom with hot water.',
    regularPrice: 350,
    discountedPrice: null,
    offer: false,
    bedType: 'Queen Size',
    isAvailable: true,
    maxGuests: 2,
    december: {
      nightlyPrice: 420,
      weekendPrice: 450,
      christmas: { nightlyPrice: 500, minNights: 2 },
    },
    amenities: ['waterHeater', 'Tv', 'AC', 'fridge', 'sofa'],
    scenes: [
      { kind: 'bedroom', variant: 2 },
      { kind: 'bedroom', variant: 5 },
    ],
  },
  {
    name: 'Double Bed Room',
    description:
      'A cosy room with a double bed, flat-screen TV, air conditioning and hot water in the bathroom.',
    regularPrice: 300,
    discountedPrice: 250,
    offer: true,
    bedType: 'Double Size',
    isAvailable: true,
    maxGuests: 2,
    december: {
      nightlyPrice: 360,
      weekendPrice: 380,
      christmas: { nightlyPrice: 450, minNights: 2 },
    },
    amenities: ['waterHeater', 'Tv', 'AC'],
    scenes: [
      { kind: 'bedroom', variant: 1 },
      { kind: 'bedroom', variant: 3 },
    ],
  },
  {
    name: 'Studio Room',
    description:
      'Simple and comfortable: a single bed, air conditioning, hot water and everything you need for a short stay.',
    regularPrice: 200,
    discountedPrice: null,
    offer: false,
    bedType: 'Single Size',
    isAvailable: true,
    maxGuests: 1,
    december: {
      nightlyPrice: 240,
      weekendPrice: 260,
      christmas: { nightlyPrice: 300, minNights: 2 },
    },
    amenities: ['waterHeater', 'AC'],
    scenes: [
      { kind: 'bedroom', variant: 0 },
      { kind: 'bedroom', variant: 2 },
    ],
  },
  {
    name: 'Garden View Twin',
    description:
      'A double room facing the garden, being refreshed with new furniture and not open for booking yet.',
    regularPrice: 280,
    discountedPrice: null,
    offer: false,
    bedType: 'Double Size',
    isAvailable: false,
    maxGuests: 2,
    december: {
      nightlyPrice: 340,
      weekendPrice: 360,
      christmas: { nightlyPrice: 420, minNights: 2 },
    },
    amenities: ['waterHeater', 'Tv', 'AC', 'fridge'],
    scenes: [
      { kind: 'bedroom', variant: 4 },
      { kind: 'garden', variant: 5 },
    ],
  },
]

/** The extras price list a small house in Accra starts from: prices in pesewas, taxes included. */
export const extras: Array<{
  name: string
  category: 'bar' | 'restaurant' | 'laundry' | 'transport' | 'other'
  price: number
  taxable: boolean
}> = [
  { name: 'Club beer (large)', category: 'bar', price: 2500, taxable: true },
  { name: 'Soft drink', category: 'bar', price: 1000, taxable: true },
  { name: 'Bottled water (1.5 l)', category: 'bar', price: 800, taxable: true },
  { name: 'Jollof rice with chicken', category: 'restaurant', price: 8500, taxable: true },
  { name: 'Breakfast', category: 'restaurant', price: 6000, taxable: true },
  { name: 'Laundry (per bag)', category: 'laundry', price: 5000, taxable: true },
  { name: 'Airport transfer from Accra', category: 'transport', price: 35000, taxable: true },
]
