import { describe, expect, it } from '@jest/globals'

import {
  DEFAULT_TEMPLATES,
  fillTemplate,
  SAMPLE_VALUES,
  STAY_MOMENTS,
  stayMessage,
  templateProblem,
  templatesOf,
  unknownPlaceholders,
} from '@/lib/guestStay/stayMessages'
import { deskMoments, statusMessageMoment } from '@/lib/guestStay/stayMessageMoments'
import { bookingMoney } from '@/lib/money/ledger'
import { guestPayments } from '@/lib/money/stayPriceLines'
import { stayValuesOf } from '@/lib/bookings/stayValues'

import { bookingFixture } from '../../helpers/fixtures/bookings'

const house = {
  houseName: 'Test House',
  address: '12 Palm Street, Accra',
  landmark: 'Behind the blue church',
  mapLink: 'https://maps.example/house',
  times: { checkIn: '2:00 pm', checkOut: '11:00 am' },
  phones: ['024 123 4567', '020 765 4321'],
}

describe('stay message templates', () => {
  it('fills every placeholder once, leaving a value that looks like a placeholder as it is', () => {
    const text = fillTemplate('{name}: {reference} {checkIn}–{checkOut} {total}', {
      ...SAMPLE_VALUES,
      name: '{reference}',
    })
    expect(text).toBe('{reference}: GH-2K7Q4M Fri 12 June 2026–Mon 15 June 2026 ₵1,350.00')
  })

  it('refuses an unknown placeholder on save, naming it and the ones allowed', () => {
    expect(unknownPlaceholders('Hi {name}, {firstname} {nights} {firstname} {Room}')).toEqual([
      'firstname',
      'Room',
    ])
    const problem = templateProblem('Hi {firstname}')
    expect(problem).toContain('Unknown placeholder {firstname}')
    expect(problem).toContain('{name}')
    expect(templateProblem('  ')).toBe('Write the message: it cannot be empty')
    expect(templateProblem('x'.repeat(1001))).toBe('Keep the message under 1000 characters')
    expect(templateProblem('Hello {name}, see {link}')).toBeNull()
  })

  it('has a valid default for every moment, used where the owner saved nothing usable', () => {
    expect.assertions(STAY_MOMENTS.length * 2 + 2)
    for (const moment of STAY_MOMENTS) {
      expect(templateProblem(DEFAULT_TEMPLATES[moment].subject)).toBeNull()
      expect(templateProblem(DEFAULT_TEMPLATES[moment].body)).toBeNull()
    }
    const own = templatesOf({ confirmed: { subject: 'Booked! {reference}', body: 'Bad {oops}' } })
    expect(own.confirmed).toEqual({
      subject: 'Booked! {reference}',
      body: DEFAULT_TEMPLATES.confirmed.body,
    })
    expect(templatesOf(null)).toEqual(DEFAULT_TEMPLATES)
  })

  it('adds directions, check-in time and the house numbers to the day-before message only', () => {
    const dayBefore = stayMessage('dayBefore', DEFAULT_TEMPLATES, SAMPLE_VALUES, house)
    expect(dayBefore.subject).toBe('See you tomorrow: your stay GH-2K7Q4M')
    expect(dayBefore.text).toContain('Check-in from 2:00 pm, check-out by 11:00 am.')
    expect(dayBefore.text).toContain('Map: https://maps.example/house')
    expect(dayBefore.text).toContain('Behind the blue church')
    expect(dayBefore.text).toContain('Call or WhatsApp us: +233 24 123 4567 or +233 20 765 4321')
    const confirmed = stayMessage('confirmed', DEFAULT_TEMPLATES, SAMPLE_VALUES, house)
    expect(confirmed.text).not.toContain('Map:')
    expect(confirmed.text).toContain(SAMPLE_VALUES.link)
  })

  it('keeps a subject on one line whatever the owner typed', () => {
    const templates = {
      ...DEFAULT_TEMPLATES,
      confirmed: { subject: 'A\r\nB {reference}', body: 'x' },
    }
    expect(stayMessage('confirmed', templates, SAMPLE_VALUES, house).subject).toBe('A B GH-2K7Q4M')
  })
})

describe('a stay’s values', () => {
  const money = bookingMoney({ status: 'confirmed', price: 60_000, ledger: null })
  const facts = { room: 'Garden Room', money, link: 'https://x.test/stay/abc' }

  it('never puts the typed name in an email, and the first name in WhatsApp', () => {
    const booking = bookingFixture({ guestName: '  Ama <b>Serwaa</b> ' })
    expect(stayValuesOf(booking, { ...facts, channel: 'email' }).name).toBe('guest')
    expect(stayValuesOf(booking, { ...facts, channel: 'whatsapp' }).name).toBe('Ama')
  })

  it('reads amounts in pesewas through the ledger rules: a stay that ended owes nothing', () => {
    const entries = [
      {
        id: 'p',
        kind: 'payment',
        amount: 20_025,
        date: '2026-01-01',
        createdAt: '',
        method: 'cash',
      },
      { id: 'q', kind: 'payment', amount: 500, date: '2026-01-02', createdAt: '', method: 'cash' },
      { id: 'r', kind: 'reversal', amount: 500, reverses: 'q', createdAt: '2026-01-02' },
    ]
    const paid = bookingFixture({ status: 'confirmed', price: 60_050 })
    const money = bookingMoney({ ...paid, ledger: { docs: entries } })
    expect(money).toMatchObject({ price: 60050, paid: 20025, balance: 40025, credit: 0 })
    expect(bookingMoney({ ...paid, status: 'cancelled', ledger: { docs: entries } }).balance).toBe(
      0,
    )
    // The guest's page lists what still stands: the reversed payment and its reversal are left out.
    expect(guestPayments(entries)).toEqual([
      { amount: 20_025, date: '2026-01-01', method: 'cash', receipt: null },
    ])
    const values = stayValuesOf(paid, { ...facts, money, channel: 'email' })
    expect(values).toMatchObject({ total: '₵600.50', balance: '₵400.25', nights: '2' })
  })

  it('names in a payment link the deposit still due, or else the balance', () => {
    const paid = { id: 'p', kind: 'payment', amount: 10_000, date: '2026-01-01', createdAt: '' }
    const stay = bookingFixture({ status: 'confirmed', price: 60_000, deposit: 30_000 })
    const withDeposit = bookingMoney({ ...stay, ledger: { docs: [paid] } })
    expect(stayValuesOf(stay, { ...facts, money: withDeposit, channel: 'whatsapp' })).toMatchObject(
      { amountDue: '₵200', deposit: '₵200', balance: '₵500' },
    )
    const met = bookingMoney({ ...stay, deposit: 10_000, ledger: { docs: [paid] } })
    expect(stayValuesOf(stay, { ...facts, money: met, channel: 'whatsapp' }).amountDue).toBe('₵500')
    const link = stayMessage('payLink', DEFAULT_TEMPLATES, SAMPLE_VALUES, house)
    expect(link.text).toContain(`${SAMPLE_VALUES.amountDue} is due for your stay GH-2K7Q4M`)
    expect(link.text).toContain(SAMPLE_VALUES.link)
  })
})

describe('which message a moment sends', () => {
  it('sends one on confirm, decline and cancel only, never on a step back', () => {
    expect(statusMessageMoment('requested', 'confirmed')).toBe('confirmed')
    expect(statusMessageMoment(null, 'confirmed')).toBe('confirmed')
    expect(statusMessageMoment('checked-in', 'confirmed')).toBeNull()
    expect(statusMessageMoment('requested', 'declined')).toBe('declined')
    expect(statusMessageMoment('confirmed', 'cancelled')).toBe('cancelled')
    expect(statusMessageMoment('confirmed', 'checked-in')).toBeNull()
    expect(statusMessageMoment('confirmed', 'confirmed')).toBeNull()
  })

  it('offers the desk the messages the stay is at', () => {
    const base = { balance: 0, checkIn: '2026-06-12', checkOut: '2026-06-15', expired: false }
    const today = '2026-06-10'
    expect(deskMoments({ ...base, status: 'confirmed', today })).toEqual(['confirmed', 'dayBefore'])
    expect(deskMoments({ ...base, status: 'confirmed', balance: 5, today: '2026-06-13' })).toEqual([
      'confirmed',
      'balanceDue',
    ])
    expect(deskMoments({ ...base, status: 'declined', expired: true, today })).toEqual(['expired'])
    expect(deskMoments({ ...base, status: 'completed', today })).toEqual(['afterStay'])
    expect(deskMoments({ ...base, status: 'requested', today })).toEqual([])
  })

  it('offers a payment link when the guest can pay online, a request too, after what is owed', () => {
    const base = { balance: 5, checkIn: '2026-06-12', checkOut: '2026-06-15', expired: false }
    const today = '2026-06-13'
    expect(deskMoments({ ...base, status: 'confirmed', today, payableOnline: true })).toEqual([
      'confirmed',
      'balanceDue',
      'payLink',
    ])
    expect(deskMoments({ ...base, status: 'requested', today, payableOnline: true })).toEqual([
      'payLink',
    ])
    // No gateway, or nothing to pay online: no link.
    expect(deskMoments({ ...base, status: 'confirmed', today, payableOnline: false })).toEqual([
      'confirmed',
      'balanceDue',
    ])
    // The link leads to the stay's page: not once that page has closed.
    expect(
      deskMoments({ ...base, status: 'confirmed', today: '2026-07-16', payableOnline: true }),
    ).toEqual([])
  })

  it('offers the balance reminder after check-out while the guest owes, before the thanks', () => {
    const base = { checkIn: '2026-06-12', checkOut: '2026-06-15', expired: false }
    const today = '2026-06-16'
    expect(deskMoments({ ...base, status: 'completed', balance: 5, today })).toEqual([
      'balanceDue',
      'afterStay',
    ])
    expect(deskMoments({ ...base, status: 'completed', balance: 0, today })).toEqual(['afterStay'])
    // A no-show is neither reminded nor thanked.
    expect(deskMoments({ ...base, status: 'no-show', balance: 0, today })).toEqual([])
  })

  it('offers no message whose link to the stay’s page would no longer open', () => {
    const base = { balance: 0, checkIn: '2026-06-12', checkOut: '2026-06-15', expired: false }
    // The page opens until 30 days after check-out: 15 July, not 16.
    expect(deskMoments({ ...base, status: 'completed', today: '2026-07-15' })).toEqual([
      'afterStay',
    ])
    expect(deskMoments({ ...base, status: 'completed', today: '2026-07-16' })).toEqual([])
    expect(deskMoments({ ...base, status: 'confirmed', balance: 5, today: '2026-07-16' })).toEqual(
      [],
    )
    // A guest who left owing is still reminded of the balance, its message without the dead link.
    expect(deskMoments({ ...base, status: 'completed', balance: 5, today: '2026-07-16' })).toEqual([
      'balanceDue',
    ])
    // A message linking to the site's booking page, not the stay's, is still offered.
    expect(deskMoments({ ...base, status: 'cancelled', today: '2026-07-16' })).toEqual([
      'cancelled',
    ])
  })
})

describe('what is due, in the messages', () => {
  const booking = bookingFixture({ reference: 'RP-3YQB', status: 'confirmed', price: 90_000 })
  const money = bookingMoney({ ...booking, deposit: 45_000, ledger: null })
  const deposit = { amount: 45_000, day: '2026-12-17', time: null, late: false }
  const accounts = [
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
  ]
  const facts = { room: 'Garden Room', link: 'https://x.test/stay/abc', channel: 'email' as const }

  it('the default balance message names the amount, the deposit’s day, the numbers and the reference', () => {
    const values = stayValuesOf(booking, { ...facts, money, deposit, accounts })
    const { text } = stayMessage('balanceDue', DEFAULT_TEMPLATES, values, house)
    expect(text).toContain(
      `Hello guest, ₵900 of the ₵900 for your stay RP-3YQB from ${values.checkIn} is still to pay. The deposit of ₵450 is due by Thu, 17 Dec 2026. Pay by mobile money to MTN merchant ID 482913 (Royal Palm Guest House) or Telecel number 020 765 4321 (Kwame Mensah), quoting your reference RP-3YQB. Your stay’s page: https://x.test/stay/abc`,
    )
    expect(text).not.toContain('ask us for mobile money details')
  })

  it('with no deposit due and no numbers set it reads as before, without a double space', () => {
    const values = stayValuesOf(booking, { ...facts, money, deposit: null, accounts: [] })
    const { text } = stayMessage('balanceDue', DEFAULT_TEMPLATES, values, house)
    expect(text).toContain(
      'is still to pay. Pay on arrival, or ask us for mobile money details. Your stay’s page:',
    )
    expect(text).not.toMatch(/ {2}/)
  })

  it('a message without its stay’s page (long after check-out) drops the line that pointed to it', () => {
    const values = stayValuesOf(booking, { ...facts, link: '', money, deposit: null, accounts })
    const { text } = stayMessage('balanceDue', DEFAULT_TEMPLATES, values, house)
    expect(text).toContain(
      'is still to pay. Pay by mobile money to MTN merchant ID 482913 (Royal Palm Guest House) or Telecel number 020 765 4321 (Kwame Mensah), quoting your reference RP-3YQB.\n',
    )
    expect(text).not.toContain('page')
    // Every moment whose message carries the link: the label goes with it, the rest stays.
    const withoutLink = { ...SAMPLE_VALUES, link: '' }
    const bodies = STAY_MOMENTS.map((moment) =>
      fillTemplate(DEFAULT_TEMPLATES[moment].body, withoutLink),
    )
    expect.assertions(2 + 3 * bodies.length)
    for (const body of bodies) {
      expect(body).not.toMatch(/:\s*$|: \n|:$/)
      expect(body).not.toMatch(/ {2}|\{link\}/)
      expect(body).not.toMatch(/stay’s page|a few lines/)
    }
  })

  it('keeps a labelled value that is there, and an owner’s own label for the link', () => {
    expect(
      fillTemplate('Reference: {reference}. Open it here: {link}. Thanks!', SAMPLE_VALUES),
    ).toBe('Reference: GH-2K7Q4M. Open it here: https://example.com/stay/…. Thanks!')
    expect(
      fillTemplate('Reference: {reference}.\nOpen it here: {link}.\nThanks!', {
        ...SAMPLE_VALUES,
        link: '',
      }),
    ).toBe('Reference: GH-2K7Q4M.\nThanks!')
  })

  it('the confirmation names the deposit and its day when one is due, and nothing more when not', () => {
    const due = stayValuesOf(booking, { ...facts, money, deposit, accounts })
    expect(stayMessage('confirmed', DEFAULT_TEMPLATES, due, house).text).toContain(
      'Reference: RP-3YQB. The deposit of ₵450 is due by Thu, 17 Dec 2026. Your stay’s page, with directions and payments:',
    )
    const none = stayValuesOf(booking, { ...facts, money, deposit: null, accounts })
    expect(stayMessage('confirmed', DEFAULT_TEMPLATES, none, house).text).toContain(
      'Reference: RP-3YQB. Your stay’s page, with directions and payments:',
    )
  })

  it('says nothing of how to pay once nothing is due', () => {
    const paid = bookingMoney({
      ...booking,
      ledger: { docs: [{ id: 'p', kind: 'payment', amount: 90_000 }] },
    })
    expect(stayValuesOf(booking, { ...facts, money: paid, deposit: null, accounts }).howToPay).toBe(
      '',
    )
  })

  it('an owner’s own text keeps every placeholder it had, and may use the new ones', () => {
    const values = stayValuesOf(booking, { ...facts, money, deposit, accounts })
    expect(fillTemplate('{reference}: {balance} of {total}, {deposit} first', values)).toBe(
      'RP-3YQB: ₵900 of ₵900, ₵450 first',
    )
    expect(templateProblem('Pay {deposit}. {depositDueBy} {howToPay}')).toBeNull()
  })
})
