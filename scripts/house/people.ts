import type { Random } from './random'

const FIRST = [
  'Kwame',
  'Kofi',
  'Kwabena',
  'Yaw',
  'Kwaku',
  'Kojo',
  'Kwesi',
  'Ama',
  'Akosua',
  'Abena',
  'Akua',
  'Yaa',
  'Afua',
  'Adwoa',
  'Esi',
  'Efua',
  'Nana',
  'Emmanuel',
  'Grace',
  'Samuel',
  'Mercy',
  'Daniel',
  'Comfort',
  'Isaac',
  'Gifty',
  'Michael',
  'Patience',
  'Ibrahim',
  'Fatima',
  'Selorm',
  'Elikem',
  'Sarah',
  'John',
  'Emma',
  'Lukas',
  'Chioma',
  'Tunde',
  'Aisha',
  'Pierre',
  'Maria',
]
const LAST = [
  'Mensah',
  'Boateng',
  'Owusu',
  'Asante',
  'Osei',
  'Agyeman',
  'Appiah',
  'Amoah',
  'Ofori',
  'Darko',
  'Addo',
  'Quaye',
  'Tetteh',
  'Nkrumah',
  'Acheampong',
  'Sarpong',
  'Bonsu',
  'Frimpong',
  'Danso',
  'Ansah',
  'Adjei',
  'Amponsah',
  'Yeboah',
  'Kuffour',
  'Dogbe',
  'Agbeko',
  'Mahama',
  'Iddrisu',
  'Smith',
  'Müller',
  'Okafor',
  'Adeyemi',
  'Dubois',
  'Johnson',
  'Van Dijk',
  'Williams',
]
/** Ghanaian mobile prefixes: MTN, Telecel, AirtelTigo. */
const PREFIXES = ['024', '054', '055', '059', '020', '050', '026', '027', '057']

export type Guest = { guestName: string; phone: string; email: string | null }

export function drawGuest(random: Random): Guest {
  const first = random.pick(FIRST)
  const last = random.pick(LAST)
  const phone = `${random.pick(PREFIXES)}${random.digits(7)}`
  const mail = `${first}.${last}`.toLowerCase().replace(/[^a-z.]/g, '')
  const email = random.chance(0.6)
    ? `${mail}${random.int(1, 99)}@${random.pick(['gmail.com', 'yahoo.com', 'outlook.com'])}`
    : null
  return { guestName: `${first} ${last}`, phone, email }
}

export const MAINTENANCE = ['Repainting', 'Plumbing repair', 'New air conditioner', 'Deep clean']
export const REVIEW_TEXTS = [
  'Clean room, friendly staff and a quiet night. We will come back.',
  'Lovely garden and a good breakfast. The water heater worked well.',
  'Good value near the road to Koforidua. Reception was very helpful.',
  'The room was spotless and the jollof was the best we had on the trip.',
  'A calm place to rest after a long drive. Thank you!',
]
