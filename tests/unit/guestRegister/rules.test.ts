import { describe, expect, it } from '@jest/globals'

import {
  isGhanaCardNumber,
  maskDocumentNumber,
  normalizeDocumentNumber,
} from '@/lib/guestRegister/documents'
import {
  fridayReturnCsv,
  fridayReturnRows,
  type ReturnSource,
} from '@/lib/guestRegister/fridayReturn'
import { isGhanaian } from '@/lib/guestRegister/nationality'
import { phoneKey, readRegistration } from '@/lib/guestRegister/readRegistration'
import { inHouseOn, numberBook, type BookLine } from '@/lib/guestRegister/registerBook'
import { keptSinceDeparture, retentionMonths } from '@/lib/guestRegister/retention'
import { returnWeekDueOn, weekOf } from '@/lib/guestRegister/week'
import { guestRegister as text } from '@/lib/messages/guestRegister'

const TODAY = '2026-12-07'
const valid = {
  fullName: '  Ama   Mensah ',
  nationality: 'Ghanaian',
  documentType: 'ghana-card',
  documentNumber: 'gha-123456789-0',
  dateOfBirth: '1990-04-12',
  address: 'House 4, Oxford Street, Osu, Accra',
  phone: '024 123 4567',
  arrivingFrom: '',
  goingTo: '',
  purpose: 'business',
}

describe('Ghana Card numbers', () => {
  it('take GHA-, nine digits, a dash and one digit, in any case', () => {
    expect(isGhanaCardNumber('GHA-123456789-0')).toBe(true)
    expect(isGhanaCardNumber(' gha-123456789-0 ')).toBe(true)
    expect(isGhanaCardNumber('GHA-12345678-0')).toBe(false)
    expect(isGhanaCardNumber('GHA-123456789-01')).toBe(false)
    expect(isGhanaCardNumber('GHA123456789-0')).toBe(false)
    expect(isGhanaCardNumber('GHB-123456789-0')).toBe(false)
  })

  it('are kept in one form', () => {
    expect(normalizeDocumentNumber('  ab  12 34 ')).toBe('AB 12 34')
  })
})

describe('masking', () => {
  it('shows the last 4 characters only', () => {
    expect(maskDocumentNumber('GHA-123456789-0')).toBe('•••• 89-0')
    expect(maskDocumentNumber('P1234567')).toBe('•••• 4567')
    expect(maskDocumentNumber('')).toBe('')
    expect(maskDocumentNumber(null)).toBe('')
  })
})

describe('nationality', () => {
  it('reads the usual spellings of Ghana as Ghanaian, anything else as foreign', () => {
    expect(['Ghanaian', 'ghana', ' GH ', 'Ghanaian.'].map(isGhanaian)).toEqual([
      true,
      true,
      true,
      true,
    ])
    expect(['Nigerian', 'British', '', null].map(isGhanaian)).toEqual([false, false, false, false])
  })
})

describe('readRegistration', () => {
  it('accepts a whole registration, tidied', () => {
    const read = readRegistration(valid, TODAY)
    expect(read).toEqual({
      ok: true,
      registration: {
        ...valid,
        fullName: 'Ama Mensah',
        documentNumber: 'GHA-123456789-0',
      },
    })
  })

  it('gives every wrong field its own message at once', () => {
    const read = readRegistration(
      {
        fullName: '',
        nationality: 'x'.repeat(61),
        documentType: 'library-card',
        documentNumber: '',
        dateOfBirth: '2026-02-30',
        address: '',
        phone: 'call me',
        purpose: 'smuggling',
      },
      TODAY,
    )
    expect(read).toEqual({
      ok: false,
      errors: {
        fullName: text.fullNameRequired,
        nationality: text.nationalityTooLong,
        documentType: text.documentTypeRequired,
        documentNumber: text.documentNumberRequired,
        dateOfBirth: text.dateOfBirthShape,
        address: text.addressRequired,
        phone: text.phoneShape,
        arrivingFrom: text.placeRequired,
        goingTo: text.placeRequired,
        purpose: text.purposeRequired,
      },
    })
  })

  it('checks a Ghana Card number for its form, other documents for sane limits', () => {
    const card = readRegistration({ ...valid, documentNumber: 'GHA-1234-0' }, TODAY)
    expect(card).toEqual({ ok: false, errors: { documentNumber: text.ghanaCardShape } })
    const passport = readRegistration(
      { ...valid, documentType: 'passport', documentNumber: 'C01X00T47' },
      TODAY,
    )
    expect(passport.ok).toBe(true)
    const tooLong = readRegistration(
      { ...valid, documentType: 'passport', documentNumber: 'A'.repeat(31) },
      TODAY,
    )
    expect(tooLong).toEqual({ ok: false, errors: { documentNumber: text.documentNumberShape } })
    const odd = readRegistration(
      { ...valid, documentType: 'other', documentNumber: '<script>' },
      TODAY,
    )
    expect(odd).toEqual({ ok: false, errors: { documentNumber: text.documentNumberShape } })
  })

  it('refuses a birth date in the future and a minor', () => {
    expect(readRegistration({ ...valid, dateOfBirth: '2027-01-01' }, TODAY)).toEqual({
      ok: false,
      errors: { dateOfBirth: text.dateOfBirthShape },
    })
    // 18 tomorrow: not yet an adult.
    expect(readRegistration({ ...valid, dateOfBirth: '2008-12-08' }, TODAY)).toEqual({
      ok: false,
      errors: { dateOfBirth: text.notAdult },
    })
    expect(readRegistration({ ...valid, dateOfBirth: '2008-12-07' }, TODAY).ok).toBe(true)
  })

  it('asks foreign guests where they come from and go to, as their return needs it', () => {
    const foreign = { ...valid, nationality: 'Nigerian', documentType: 'passport' }
    expect(readRegistration({ ...foreign, documentNumber: 'A12345678' }, TODAY)).toEqual({
      ok: false,
      errors: { arrivingFrom: text.placeRequired, goingTo: text.placeRequired },
    })
  })

  it('matches phones however they were typed', () => {
    expect(phoneKey('+233 24 123 4567')).toBe('0241234567')
    expect(phoneKey('024-123-4567')).toBe('0241234567')
    expect(phoneKey('+44 7700 900123')).toBe('447700900123')
  })
})

describe('weeks of the Friday return', () => {
  it('run Monday to Sunday in Ghana days', () => {
    // 7 December 2026 is a Monday.
    expect(weekOf('2026-12-07')).toEqual({ from: '2026-12-07', to: '2026-12-13' })
    expect(weekOf('2026-12-13')).toEqual({ from: '2026-12-07', to: '2026-12-13' })
    expect(weekOf('2026-12-31')).toEqual({ from: '2026-12-28', to: '2027-01-03' })
  })

  it('fall due on Fridays, for the last whole week', () => {
    expect(returnWeekDueOn('2026-12-11')).toEqual({ from: '2026-11-30', to: '2026-12-06' })
    expect(returnWeekDueOn('2026-12-10')).toBeNull()
    expect(returnWeekDueOn('2026-12-12')).toBeNull()
  })
})

describe('the Friday return', () => {
  const week = { from: '2026-11-30', to: '2026-12-06' }
  const guest = (change: Partial<ReturnSource>): ReturnSource => ({
    fullName: 'Guest',
    nationality: 'British',
    documentNumber: '123456789',
    arrivingFrom: 'London',
    goingTo: 'Kumasi',
    purpose: 'Holiday',
    arrival: '2026-12-01',
    departure: '2026-12-03',
    status: 'completed',
    ...change,
  })

  it('lists the foreign guests who arrived in the week, in order of arrival', () => {
    const rows = fridayReturnRows(
      [
        guest({ fullName: 'Zoe', arrival: '2026-12-02' }),
        guest({ fullName: 'Kofi', nationality: 'Ghanaian' }),
        guest({ fullName: 'Before', arrival: '2026-11-29', departure: '2026-12-02' }),
        guest({ fullName: 'Spanning', arrival: '2026-12-05', departure: '2026-12-09' }),
        guest({ fullName: 'Cancelled', status: 'cancelled' }),
        guest({ fullName: 'Adam', arrival: '2026-12-02' }),
      ],
      week,
    )
    expect(rows.map((row) => row.fullName)).toEqual(['Adam', 'Zoe', 'Spanning'])
  })

  it('opens in a spreadsheet as typed: BOM, numbered lines, numbers and dates as text', () => {
    const csv = fridayReturnCsv([
      { ...guest({ fullName: 'Ɔkyeame, Jo' }), status: undefined } as never,
    ])
    expect(csv).toBe(
      '\uFEFFNo.,Name,Nationality,Passport number,Date of arrival,Date of departure,Arriving from,Going to,Purpose of visit\r\n' +
        '1,"Ɔkyeame, Jo",British,"=""123456789""","=""2026-12-01""","=""2026-12-03""",London,Kumasi,Holiday\r\n',
    )
  })
})

describe('the register book', () => {
  const line = (change: Partial<BookLine>): BookLine => ({
    id: 'x',
    fullName: 'Guest',
    nationality: 'Ghanaian',
    documentType: 'ghana-card',
    documentMasked: '•••• 89-0',
    room: 'Baobab',
    arrival: '2026-12-01',
    departure: '2026-12-03',
    registeredOnline: false,
    erased: false,
    ...change,
  })

  it('numbers one line per guest per stay in order of arrival', () => {
    const book = numberBook([
      line({ fullName: 'Late', arrival: '2026-12-05' }),
      line({ fullName: 'Bea', room: 'Cocoa' }),
      line({ fullName: 'Ama', room: 'Cocoa' }),
      line({ fullName: 'Kofi', room: 'Baobab' }),
    ])
    expect(book.map((l) => `${l.number} ${l.fullName}`)).toEqual([
      '1 Kofi',
      '2 Ama',
      '3 Bea',
      '4 Late',
    ])
  })

  it('counts a guest in the house from the night they arrive to the night before they leave', () => {
    expect(inHouseOn(line({}), '2026-12-01')).toBe(true)
    expect(inHouseOn(line({}), '2026-12-02')).toBe(true)
    expect(inHouseOn(line({}), '2026-12-03')).toBe(false)
    expect(inHouseOn(line({}), '2026-11-30')).toBe(false)
  })
})

describe('retention', () => {
  it('is 24 months unless the owner set a sane number', () => {
    expect([undefined, null, 0, 6, 121, 2.5].map(retentionMonths)).toEqual([24, 24, 24, 6, 24, 24])
  })

  it('keeps what left within the months before today', () => {
    expect(keptSinceDeparture('2026-12-07', 24)).toBe('2024-12-07')
    expect(keptSinceDeparture('2026-03-31', 1)).toBe('2026-02-28')
    expect(keptSinceDeparture('2026-01-15', 13)).toBe('2024-12-15')
  })
})
