import { describe, expect, it } from '@jest/globals'
import type { PayloadRequest } from 'payload'

import {
  moneyEntriesSeenBy,
  ownMoneyEntriesOrAll,
  seesEntry,
  WRITTEN_BY_GATEWAY,
  writtenByGateway,
} from '@/access/moneyEntriesReadBy'

const as = (user: unknown) => ownMoneyEntriesOrAll({ req: { user } as PayloadRequest })

describe('whose money entries a member of staff reads', () => {
  it('an admin every entry, reception their own, anyone else none', () => {
    expect(moneyEntriesSeenBy({ id: 'a1', role: 'admin' })).toEqual({ all: true })
    expect(moneyEntriesSeenBy({ id: 7, role: 'reception' })).toEqual({
      all: false,
      recordedBy: '7',
    })
    expect(moneyEntriesSeenBy({ id: 'e1', role: 'editor' })).toBeNull()
    expect(moneyEntriesSeenBy(null)).toBeNull()
  })

  it('the ledger’s read access says the same, as a query for reception', () => {
    expect(as({ id: 'a1', role: 'admin' })).toBe(true)
    expect(as({ id: 'r1', role: 'reception' })).toEqual({
      or: [{ recordedBy: { equals: 'r1' } }, WRITTEN_BY_GATEWAY],
    })
    expect(as({ id: 'e1', role: 'editor' })).toBe(false)
    expect(as(undefined)).toBe(false)
  })

  it('every member of bookings staff reads what a gateway wrote by itself, and no one else', () => {
    const online = { recordedBy: null, gatewayReference: 'RP-4K7Q-0a1b' }
    expect(writtenByGateway(online)).toBe(true)
    // A desk refund through the gateway is the member of staff's own, as any other.
    expect(writtenByGateway({ recordedBy: 'r2', gatewayReference: 'refund:9' })).toBe(false)
    expect(writtenByGateway({ recordedBy: null, gatewayReference: null })).toBe(false)
    const reception = moneyEntriesSeenBy({ id: 'r1', role: 'reception' })
    expect(seesEntry(reception, { recordedBy: null, byGateway: true })).toBe(true)
    expect(seesEntry(reception, { recordedBy: 'r2', byGateway: false })).toBe(false)
    expect(seesEntry(reception, { recordedBy: 'r1', byGateway: false })).toBe(true)
    expect(seesEntry(null, { recordedBy: null, byGateway: true })).toBe(false)
  })
})
