import { describe, expect, it } from '@jest/globals'

import { oneLinePerGroup } from '@/lib/bookings/groupLines'
import {
  groupLapses,
  isGroupAction,
  leadRoom,
  roomsAhead,
  roomsToAnswer,
} from '@/lib/bookings/groupStep'
import type { InvoiceLine, InvoiceTaxes } from '@/lib/money/documentLines'
import { groupInvoiceTaxes } from '@/lib/money/groupInvoice'
import { deskMoney, groupMoney, lineBalance } from '@/lib/money/groupMoney'
import { stayMoney } from '@/lib/money/ledger'

const payment = (amount: number) => ({ id: `p${amount}`, kind: 'payment' as const, amount })
const deposit = (amount: number) => ({ id: `d${amount}`, kind: 'deposit' as const, amount })

describe('a group’s money', () => {
  it('is its rooms’ added up, a payment on the first room paying the others’ deposit and balance', () => {
    // ₵600 and ₵400 rooms, half as deposit; ₵600 paid on the first room.
    const first = stayMoney(60000, [deposit(30000), payment(60000)], 'confirmed')
    const second = stayMoney(40000, [deposit(20000)], 'confirmed')
    expect(second).toMatchObject({ balance: 40000, depositDue: 20000 })
    expect(groupMoney([first, second])).toEqual({
      price: 100000,
      charges: 0,
      due: 100000,
      paid: 60000,
      refunded: 0,
      received: 60000,
      balance: 40000,
      credit: 0,
      depositRequired: 50000,
      depositDue: 0,
    })
  })

  it('owes the deposit still short across the rooms, and holds a credit only beyond every room’s due', () => {
    const first = stayMoney(60000, [deposit(30000), payment(40000)], 'requested')
    const second = stayMoney(40000, [deposit(20000)], 'requested')
    expect(groupMoney([first, second])).toMatchObject({ depositDue: 10000, balance: 60000 })
    const over = stayMoney(60000, [payment(110000)], 'confirmed')
    expect(groupMoney([over, stayMoney(40000, [], 'confirmed')])).toMatchObject({
      balance: 0,
      credit: 10000,
    })
  })
})

describe('a stay’s money at the desk', () => {
  it('is its group’s when read with one, so a room its lead paid for owes nothing', () => {
    const ledger = { docs: [] }
    const group = groupMoney([
      stayMoney(60000, [payment(100000)], 'checked-in'),
      stayMoney(40000, [], 'checked-in'),
    ])
    const room = { price: 40000, status: 'checked-in', ledger, groupSummary: { money: group } }
    expect(deskMoney(room)).toMatchObject({ due: 100000, balance: 0, credit: 0 })
  })

  it('is its own for a stay alone', () => {
    const alone = { price: 40000, status: 'checked-in', ledger: { docs: [payment(10000)] } }
    expect(deskMoney(alone)).toMatchObject({ due: 40000, received: 10000, balance: 30000 })
  })
})

describe('a stay’s line in a list that is added up', () => {
  it('carries its group’s balance and credit on the lead room’s line only', () => {
    const money = groupMoney([
      stayMoney(60000, [payment(110000)], 'completed'),
      stayMoney(40000, [], 'completed'),
    ])
    const line = (reference: string) => ({
      reference,
      price: 40000,
      status: 'completed',
      ledger: { docs: [] },
      groupSummary: { lead: 'RP-4K7Q', money },
    })
    expect(lineBalance(line('RP-4K7Q'))).toMatchObject({ balance: 0, credit: 10000 })
    expect(lineBalance(line('RP-Z9HD'))).toEqual({ balance: 0, credit: 0 })
  })
})

describe('a group’s invoice', () => {
  const night = (day: string, gross: number): InvoiceLine => ({
    kind: 'room',
    day,
    description: null,
    quantity: 1,
    netPesewas: gross - 100,
    taxes: [
      {
        code: 'vat',
        name: 'VAT',
        rateBasisPoints: 1500,
        basePesewas: gross - 100,
        amountPesewas: 100,
      },
    ],
    taxPesewas: 100,
    grossPesewas: gross,
  })
  const taxesOf = (lines: InvoiceLine[]): InvoiceTaxes => ({
    lines,
    taxes: [],
    netPesewas: lines.reduce((sum, line) => sum + line.netPesewas, 0),
    taxPesewas: lines.reduce((sum, line) => sum + line.taxPesewas, 0),
    grossPesewas: lines.reduce((sum, line) => sum + line.grossPesewas, 0),
  })

  it('lists every room’s nights named by room, its taxes summed once per rate, its totals the rooms’', () => {
    const invoice = groupInvoiceTaxes([
      { room: 'Garden Room', taxes: taxesOf([night('2026-12-24', 30000)]) },
      { room: 'Family Room', taxes: taxesOf([night('2026-12-24', 20000)]) },
    ])
    expect(invoice.lines.map((line) => line.description)).toEqual(['Garden Room', 'Family Room'])
    expect(invoice).toMatchObject({ grossPesewas: 50000, taxPesewas: 200, netPesewas: 49800 })
    expect(invoice.taxes).toEqual([
      { code: 'vat', name: 'VAT', rateBasisPoints: 1500, basePesewas: 49800, amountPesewas: 200 },
    ])
  })
})

describe('a group’s step', () => {
  const room = (id: string, status: string) => ({ id, status })

  it('answers the rooms still waiting, and none once all are answered', () => {
    expect(
      roomsToAnswer([room('a', 'requested'), room('b', 'confirmed'), room('c', 'requested')]),
    ).toEqual([room('a', 'requested'), room('c', 'requested')])
    expect(roomsToAnswer([room('a', 'declined'), room('b', 'confirmed')])).toBeNull()
    expect(isGroupAction('confirm')).toBe(true)
    expect(isGroupAction('checkIn')).toBe(false)
  })

  it('cancels the rooms still ahead, and the guest asks for the rooms not yet arrived', () => {
    expect(
      roomsToAnswer(
        [room('a', 'confirmed'), room('b', 'requested'), room('c', 'checked-in')],
        'cancel',
      ),
    ).toEqual([room('a', 'confirmed'), room('b', 'requested')])
    expect(roomsToAnswer([room('a', 'cancelled'), room('b', 'completed')], 'cancel')).toBeNull()
    expect(isGroupAction('cancel')).toBe(true)
    const stay = (id: string, status: string, checkIn: string) => ({ id, status, checkIn })
    expect(
      roomsAhead(
        [
          stay('a', 'confirmed', '2026-12-24T00:00:00.000Z'),
          stay('b', 'confirmed', '2026-12-20T00:00:00.000Z'),
          stay('c', 'checked-in', '2026-12-24T00:00:00.000Z'),
        ],
        '2026-12-21',
      ).map((each) => each.id),
    ).toEqual(['a'])
  })

  it('is one line on the desk’s lists, the first room’s, naming every room; a room apart keeps its own', () => {
    const line = (
      id: string,
      group: string | null,
      requestId: string,
      name: string,
      day = 'd1',
    ) => ({
      id,
      group,
      reference: group && !requestId.includes(':') ? group : `RP-${id}`,
      requestId,
      room: { name },
      day,
    })
    const lines = oneLinePerGroup(
      [
        line('2', 'RP-G', 'r:1', 'Family Room'),
        line('9', null, 's', 'Queen Room'),
        line('1', 'RP-G', 'r', 'Garden Room'),
        line('3', 'RP-G', 'r:2', 'Deluxe Room', 'd2'),
      ],
      (each) => each.day,
    )
    expect(lines.map((each) => [each.id, each.groupRooms])).toEqual([
      ['9', undefined],
      ['1', ['Garden Room', 'Family Room']],
      ['3', undefined],
    ])
  })

  it('is spoken for by the room whose reference is the group’s, else the first chosen', () => {
    const rooms = [{ reference: 'RP-BBBB' }, { reference: 'RP-AAAA' }]
    expect(leadRoom('RP-AAAA', rooms)).toBe(rooms[1])
    expect(leadRoom('RP-CCCC', rooms)).toBe(rooms[0])
  })

  it('lapses whole only when every room waits past the cutoff with no deposit paid online', () => {
    const cutoff = '2026-12-07T08:00:00.000Z'
    const old = { status: 'requested', createdAt: '2026-12-07T06:00:00.000Z' }
    expect(groupLapses([old, old], cutoff)).toBe(true)
    expect(groupLapses([old, { ...old, createdAt: '2026-12-07T09:00:00.000Z' }], cutoff)).toBe(
      false,
    )
    expect(groupLapses([old, { ...old, depositPaidOnlineAt: cutoff }], cutoff)).toBe(false)
    // Brought back by staff lately: the group waits a full period again.
    expect(
      groupLapses([old, { ...old, statusChangedAt: '2026-12-07T09:00:00.000Z' }], cutoff),
    ).toBe(false)
    // One room answered by staff: the rest waits for them.
    expect(groupLapses([old, { ...old, status: 'confirmed' }], cutoff)).toBe(false)
  })
})
