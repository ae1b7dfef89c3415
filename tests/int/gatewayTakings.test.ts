import { describe, expect, it } from '@jest/globals'
import { createLocalReq } from 'payload'

import { todayInGhana } from '@/lib/dates'
import type { Ledger } from '@/payload-types'

import { moneyDesk, recordMoney } from '../helpers/fixtures/money'
import { createColleague, TEST_COLLEAGUE } from '../helpers/fixtures/staff'

/**
 * Money the gateway took online is recorded by no one at the desk: every desk's takings show it
 * under its network, beside their own, while a colleague's stay theirs alone.
 */

const desk = moneyDesk('gatewayTakings', { guestName: 'Ama Online' })

describe('a payment the gateway took, in the day’s takings', () => {
  it('shows in reception’s cash-up under MTN and on the ledger’s REST door, a colleague’s not', async () => {
    const { app, reception } = desk
    const today = todayInGhana()
    const stay = await desk.newStay()
    // As the gateway's confirmation posts it: on a request of no one signed in.
    const { addLedgerEntry } = await import('@/collections/Ledger/addEntry')
    const online = await addLedgerEntry(await createLocalReq({}, app.payload), {
      booking: stay.id,
      kind: 'payment',
      amount: 45_000,
      method: 'mobile-money',
      network: 'mtn',
      transactionId: '4099260516',
      gatewayReference: `GH-${stay.reference}-1`,
      date: `${today}T00:00:00.000Z`,
      recordedByName: 'Paystack',
    })
    expect(online.recordedBy ?? null).toBeNull()
    await createColleague(app.payload)
    const colleague = await app.signIn(TEST_COLLEAGUE.email, TEST_COLLEAGUE.password)
    expect((await recordMoney(app, stay.id, { amount: '22' }, colleague)).status).toBe(201)
    expect((await recordMoney(app, stay.id, { amount: '11' }, reception)).status).toBe(201)

    const takings = await app.call('GET', `/bookings/cash-up?day=${today}`, { cookie: reception })
    expect(takings.status).toBe(200)
    type Line = { amount: number; booking: { id: string } | null }
    const json = (await takings.json()) as {
      entries: Line[]
      byNetwork: Array<{ key: string; total: number; entries: Line[] }>
    }
    const ofStay = (lines: Line[]) =>
      lines.filter((line) => String(line.booking?.id) === String(stay.id)).map((l) => l.amount)
    expect(ofStay(json.entries)).toEqual([45_000, 1100])
    const mtn = json.byNetwork.find((group) => group.key === 'mtn')
    expect(ofStay(mtn?.entries ?? [])).toEqual([45_000])

    const rest = await app.call(
      'GET',
      `/ledger?limit=100&depth=0&where[booking][equals]=${stay.id}`,
      {
        cookie: reception,
      },
    )
    const docs = ((await rest.json()) as { docs: Ledger[] }).docs
    const payments = docs.filter((doc) => doc.kind === 'payment').map((doc) => doc.amount)
    expect(payments).toEqual(expect.arrayContaining([1100, 45_000]))
    expect(payments).toHaveLength(2)
  })
})
