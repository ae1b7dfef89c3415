import { describe, expect, it } from '@jest/globals'
import type { PayloadRequest } from 'payload'

import { moneyEntriesSeenBy, ownMoneyEntriesOrAll } from '@/access/moneyEntriesReadBy'

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
    expect(as({ id: 'r1', role: 'reception' })).toEqual({ recordedBy: { equals: 'r1' } })
    expect(as({ id: 'e1', role: 'editor' })).toBe(false)
    expect(as(undefined)).toBe(false)
  })
})
