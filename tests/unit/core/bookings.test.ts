import { describe, expect, it } from '@jest/globals'
import { actionBetween, actionsFrom } from '@/lib/bookings/status'
import { calendarDays, calendarGrid } from '@/lib/bookings/calendar'
import { feedName } from '@/lib/calendarSync/feeds'
import { ghanaDay, isFree, nightKey, stayNights, takesNights } from '@/lib/bookings/availability'
import { hidesPastStays, NO_DESK_FILTERS, requestsWhere, staysWhere } from '@/lib/bookings/deskList'
import { makeReference, REFERENCE_PATTERN } from '@/lib/bookings/reference'
import {
  PAYMENT_AMOUNT_MAX,
  PAYMENT_AMOUNT_TOO_HIGH,
  earliestPaymentDay,
  paymentProblem,
} from '@/lib/money/payments'
import { toCsv, asText, csvField } from '@/lib/csv'
import { MESSAGES } from '@/lib/messages'
import { nightRuns } from '@/lib/calendarSync/ical'

describe('availability rule', () => {
  it('a stay covers its check-in day up to the day before check-out', () => {
    expect(stayNights('2027-03-30', '2027-04-02')).toEqual([
      '2027-03-30',
      '2027-03-31',
      '2027-04-01',
    ])
    expect(stayNights('2027-04-02', '2027-04-02')).toEqual([])
    expect(stayNights('2027-04-03', '2027-04-02')).toEqual([])
    expect(stayNights('', '2027-04-02')).toEqual([])
  })

  it('check-out day is free for the next guest', () => {
    const taken = new Set(stayNights('2027-05-01', '2027-05-03'))
    expect(isFree(stayNights('2027-05-03', '2027-05-05'), taken)).toBe(true)
    expect(isFree(stayNights('2027-04-29', '2027-05-01'), taken)).toBe(true)
    expect(isFree(stayNights('2027-05-02', '2027-05-04'), taken)).toBe(false)
    expect(isFree([], taken)).toBe(false)
  })

  it('only confirmed and checked-in stays take nights', () => {
    expect(['confirmed', 'checked-in'].every(takesNights)).toBe(true)
    for (const status of ['requested', 'completed', 'cancelled', 'declined', 'no-show', null]) {
      expect(takesNights(status)).toBe(false)
    }
  })

  it('reads stored timestamps as Ghana (GMT) days', () => {
    expect(ghanaDay('2027-05-01T00:00:00.000Z')).toBe('2027-05-01')
    expect(ghanaDay('2027-05-01T23:30:00.000Z')).toBe('2027-05-01')
    expect(ghanaDay('2027-05-01')).toBe('2027-05-01')
    expect(ghanaDay('not a date')).toBe('')
    expect(nightKey('room-1', '2027-05-01')).toBe('room-1:2027-05-01')
  })
})

describe('booking actions', () => {
  it('are allowed only from the statuses where they make sense', () => {
    expect(actionsFrom('requested')).toEqual(['confirm', 'decline', 'cancel'])
    expect(actionsFrom('confirmed')).toEqual(['checkIn', 'cancel', 'noShow'])
    expect(actionsFrom('checked-in')).toEqual(['checkOut'])
    expect(actionsFrom('completed')).toEqual([])
    expect(actionBetween('requested', 'confirmed')).toBe('confirm')
    expect(actionBetween('requested', 'completed')).toBeNull()
    expect(actionBetween('cancelled', 'confirmed')).toBeNull()
  })
})

describe('references and money', () => {
  it('references read aloud: RP- and four unambiguous characters', () => {
    for (let i = 0; i < 200; i++) expect(makeReference()).toMatch(REFERENCE_PATTERN)
    expect(makeReference(() => 0)).toBe('RP-2222')
  })
})

describe('a payment as staff record it', () => {
  const today = '2026-11-24'
  const cash = { amount: '120', method: 'cash', date: today }
  // An admin recording on a stay booked long ago: only the role's bound applies.
  const dating = { today, bookedDay: '2026-01-10', arrivalDay: '2026-02-01', admin: true }

  it('takes an amount typed in cedis and pesewas, a known method and a day up to today', () => {
    expect(paymentProblem(cash, dating)).toBeNull()
    expect(paymentProblem({ ...cash, amount: '0.01', date: '2026-10-01' }, dating)).toBeNull()
    for (const amount of ['0', '0.00', '-5', '1.005', '1,5', 'NaN', 'Infinity', '', '1e3']) {
      expect(paymentProblem({ ...cash, amount }, dating)).toBe(MESSAGES.payment.amount)
    }
    expect(paymentProblem({ ...cash, amount: String(PAYMENT_AMOUNT_MAX) }, dating)).toBeNull()
    for (const amount of [`${PAYMENT_AMOUNT_MAX}.01`, '9'.repeat(12)]) {
      expect(paymentProblem({ ...cash, amount }, dating)).toBe(PAYMENT_AMOUNT_TOO_HIGH)
    }
    expect(paymentProblem({ ...cash, method: 'cheque' }, dating)).toBe(MESSAGES.payment.method)
    for (const date of ['', '24/11/2026', '2026-02-29', '2026-13-01']) {
      expect(paymentProblem({ ...cash, date }, dating)).toBe(MESSAGES.payment.date)
    }
    expect(paymentProblem({ ...cash, date: '2026-11-25' }, dating)).toBe(
      MESSAGES.payment.dateFuture,
    )
  })

  it('dates money today or yesterday for reception, back to last month for an admin, never before the stay', () => {
    const reception = { ...dating, admin: false }
    const on = (date: string, who = reception) => paymentProblem({ ...cash, date }, who)
    expect(on(today)).toBeNull()
    expect(on('2026-11-23')).toBeNull()
    for (const date of ['2026-11-22', '2026-10-01', '1970-01-01']) {
      expect(on(date)).toBe(MESSAGES.payment.dateTooEarlyReception)
    }
    expect(on('2026-10-01', dating)).toBeNull()
    for (const date of ['2026-09-30', '1970-01-01']) {
      expect(on(date, dating)).toBe(MESSAGES.payment.dateTooEarly('Thu, 1 Oct 2026'))
    }
    // A stay booked this morning for a guest who arrived last night: last night's money is its own.
    const walkIn = { ...reception, bookedDay: today, arrivalDay: '2026-11-23' }
    expect(on('2026-11-23', walkIn)).toBeNull()
    // Booked yesterday for next week: nothing it holds was paid before it was booked.
    const booked = { ...dating, bookedDay: '2026-11-23', arrivalDay: '2026-12-01' }
    expect(on('2026-11-22', booked)).toBe(MESSAGES.payment.dateBeforeStay('Mon, 23 Nov 2026'))
    expect(earliestPaymentDay(booked)).toBe('2026-11-23')
    expect(earliestPaymentDay(reception)).toBe('2026-11-23')
    expect(earliestPaymentDay(dating)).toBe('2026-10-01')
  })

  it('takes every amount from ₵0.01 to ₵999.99 as staff type it', () => {
    const refused: string[] = []
    for (let pesewas = 1; pesewas <= 99_999; pesewas++) {
      const cedis = Math.floor(pesewas / 100)
      const rest = pesewas % 100
      // Written as staff type it, "8.7" and "8.70" alike, and read as JavaScript reads the text.
      const exact = `${cedis}.${String(rest).padStart(2, '0')}`
      const typed = [exact, String(Number(exact))]
      for (const amount of typed) {
        if (paymentProblem({ ...cash, amount }, dating) !== null) refused.push(amount)
      }
    }
    expect(refused).toEqual([])
  })

  it('needs the network and the transaction ID for mobile money', () => {
    const momo = { ...cash, method: 'mobile-money', network: 'mtn', transactionId: 'MP1.2' }
    expect(paymentProblem(momo, dating)).toBeNull()
    expect(paymentProblem({ ...momo, network: 'vodafone' }, dating)).toBe(
      MESSAGES.booking.mobileMoneyDetails,
    )
    expect(paymentProblem({ ...momo, transactionId: '  ' }, dating)).toBe(
      MESSAGES.booking.mobileMoneyDetails,
    )
    expect(paymentProblem({ ...momo, transactionId: 'x'.repeat(61) }, dating)).toBe(
      MESSAGES.request.tooLong('Transaction ID'),
    )
  })
})

describe('the booking desk list', () => {
  const today = '2026-11-24'

  it('asks for every waiting request, then the other stays ending today or later', () => {
    expect(requestsWhere(NO_DESK_FILTERS)).toEqual({ and: [{ status: { equals: 'requested' } }] })
    const stays = staysWhere(NO_DESK_FILTERS, today)
    expect(JSON.stringify(stays)).not.toContain('"requested"')
    expect(stays?.and).toContainEqual({
      checkOut: { greater_than_equal: '2026-11-24T00:00:00.000Z' },
    })
  })

  it('reaches past stays when the dates start earlier or a search asks', () => {
    const from = { ...NO_DESK_FILTERS, from: '2026-10-01' }
    expect(hidesPastStays(from)).toBe(false)
    expect(staysWhere(from, today)?.and).toContainEqual({
      checkOut: { greater_than: '2026-10-01T00:00:00.000Z' },
    })
    expect(hidesPastStays({ ...NO_DESK_FILTERS, q: 'ama' })).toBe(false)
    expect(hidesPastStays({ ...NO_DESK_FILTERS, q: '  ' })).toBe(true)
  })

  it('asks for one part only when one status is chosen', () => {
    expect(staysWhere({ ...NO_DESK_FILTERS, status: 'requested' }, today)).toBeNull()
    expect(requestsWhere({ ...NO_DESK_FILTERS, status: 'completed' })).toBeNull()
    expect(staysWhere({ ...NO_DESK_FILTERS, status: 'completed' }, today)?.and).toContainEqual({
      status: { equals: 'completed' },
    })
  })

  it('names a booking site’s calendar by its host', () => {
    expect(feedName('https://www.airbnb.com/calendar/ical/1.ics?s=secret')).toBe('www.airbnb.com')
    expect(feedName('not a url')).toBe('not a url')
  })
})

describe('room calendar', () => {
  it('shows stays and blocks on the nights they take, and requests beside them', () => {
    const days = calendarDays('2027-07-01', 5)
    expect(days).toEqual(['2027-07-01', '2027-07-02', '2027-07-03', '2027-07-04', '2027-07-05'])
    const grid = calendarGrid(
      ['a', 'b'],
      days,
      [
        {
          id: 's1',
          room: 'a',
          checkIn: '2027-06-30',
          checkOut: '2027-07-02',
          status: 'confirmed',
          reference: 'RP-AAAA',
        },
        {
          id: 'r1',
          room: 'a',
          checkIn: '2027-07-01',
          checkOut: '2027-07-04',
          status: 'requested',
          reference: 'RP-BBBB',
        },
        {
          id: 'r2',
          room: 'a',
          checkIn: '2027-07-03',
          checkOut: '2027-07-04',
          status: 'requested',
          reference: 'RP-CCCC',
        },
        { id: 'c1', room: 'a', checkIn: '2027-07-04', checkOut: '2027-07-06', status: 'cancelled' },
      ],
      [
        {
          id: 'b1',
          room: 'b',
          startDate: '2027-07-02T00:00:00.000Z',
          endDate: '2027-07-04T00:00:00.000Z',
          reason: 'maintenance',
        },
      ],
    )
    expect(grid.get('a')?.map((cell) => cell.kind)).toEqual([
      'stay',
      'request',
      'request',
      'free',
      'free',
    ])
    expect(grid.get('a')?.[2]).toMatchObject({ kind: 'request', count: 2 })
    expect(grid.get('b')?.map((cell) => cell.kind)).toEqual([
      'free',
      'block',
      'block',
      'free',
      'free',
    ])
  })
})

describe('CSV for the accountant', () => {
  it('starts with the byte-order mark, quotes what needs quoting and defuses formulas only', () => {
    expect(
      toCsv(
        ['A', 'B'],
        [
          ['x, y', 'say "hi"'],
          ['=SUM(A1)', 12.5],
          [null, '-3'],
          ['-2+3', '@cmd'],
          ['+233 24 123 4567', '- a note'],
        ],
      ),
    ).toBe(
      '\uFEFFA,B\r\n"x, y","say ""hi"""\r\n\'=SUM(A1),12.5\r\n,-3\r\n\'-2+3,\'@cmd\r\n' +
        "'+233 24 123 4567,'- a note\r\n",
    )
  })

  it('keeps phones and IDs as text, and leaves other text as it is', () => {
    expect(csvField(asText('0241234567'))).toBe('"=""0241234567"""')
    expect(csvField(asText('+233241234567'))).toBe('"=""+233241234567"""')
    expect(csvField(asText('00123456789012345678'))).toBe('"=""00123456789012345678"""')
    expect(csvField(asText('MP241103.1234.A00001'))).toBe('MP241103.1234.A00001')
    expect(csvField(asText('=HYPERLINK("x")'))).toBe('"\'=HYPERLINK(""x"")"')
    expect(csvField(asText(null))).toBe('')
  })
})

describe('iCalendar', () => {
  it('merges taken nights into runs ending on the first free day', () => {
    expect(
      nightRuns(['2027-01-03', '2027-01-01', '2027-01-02', '2027-01-05', '2027-01-02']),
    ).toEqual([
      { start: '2027-01-01', end: '2027-01-04' },
      { start: '2027-01-05', end: '2027-01-06' },
    ])
  })
})
