import type { Field, FieldHook, PayloadRequest } from 'payload'

import { hasBookingsRole } from '@/access/roles'
import { isBookingsStaffField } from '@/access/isBookingsStaffField'
import { readStayGroups } from '@/collections/Ledger/groupStayMoney'
import type { StayMoney } from '@/lib/money/ledger'
import { relationId } from '@/lib/relationId'
import type { Booking } from '@/payload-types'

const MONEY_FIGURES = [
  'price',
  'charges',
  'due',
  'paid',
  'refunded',
  'received',
  'balance',
  'credit',
  'depositRequired',
  'depositDue',
] as const

type GroupSummary = {
  lead: string
  rooms: Array<{ id: string; reference: string; roomName: string; status: string }>
  money: StayMoney
}

/** The groups asked for in this turn of the event loop, and the one read that answers them all. */
type Batch = { asked: Set<string>; read: Promise<Map<string, GroupSummary>> }

/**
 * The batch gathering for each request object. Keyed by the request itself, not its context: an
 * operation inside the request (a create, a history line) may run on a request of its own with its
 * own transaction, and each reads its groups through the request that asked.
 */
const batches = new WeakMap<PayloadRequest, Batch>()

/**
 * The summary of `group`, read together with every other group asked for in the same turn: a list
 * reads each room's field in one turn, so a page of rooms of ten groups costs three queries, not
 * three per room. Nothing is kept once the batch is answered, so a stay read again after a write
 * in the same request reads its group anew.
 */
function loadGroupSummary(req: PayloadRequest, group: string): Promise<GroupSummary | null> {
  let batch = batches.get(req)
  if (!batch) {
    const asked = new Set<string>()
    const read = new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
      batches.delete(req)
      return readSummaries(req, [...asked])
    })
    batch = { asked, read }
    batches.set(req, batch)
  }
  batch.asked.add(group)
  return batch.read.then((summaries) => summaries.get(group) ?? null)
}

/** The groups' rooms, money and room names: three queries for any number of groups. */
async function readSummaries(
  req: PayloadRequest,
  names: readonly string[],
): Promise<Map<string, GroupSummary>> {
  const groups = await readStayGroups(req, names)
  const roomIds = [...groups.values()].flatMap((group) =>
    group.stays.map((s) => relationId(s.room)),
  )
  const rooms = roomIds.length
    ? await req.payload.find({
        collection: 'rooms',
        where: { id: { in: [...new Set(roomIds)] } },
        pagination: false,
        depth: 0,
        select: { name: true },
        overrideAccess: true,
        req,
      })
    : { docs: [] }
  const roomNames = new Map(rooms.docs.map((room) => [String(room.id), room.name]))
  const summaries = new Map<string, GroupSummary>()
  for (const [name, group] of groups) {
    summaries.set(name, {
      lead: group.lead.reference ?? name,
      rooms: group.stays.map((room) => ({
        id: String(room.id),
        reference: room.reference ?? '',
        roomName: roomNames.get(relationId(room.room)) ?? '',
        status: room.status,
      })),
      money: group.money,
    })
  }
  return summaries
}

/**
 * A room of a group read by the desk carries its group: the rooms (so staff see the whole booking
 * from any of them) and their money as one, so no room shows a debt its lead room's payment
 * settled, nor the lead a credit that is the others' price.
 */
const readGroupSummary: FieldHook = async ({ siblingData, req }) => {
  const stay = siblingData as Booking
  if (!hasBookingsRole(req.user) || !stay?.group) return undefined
  return (await loadGroupSummary(req, stay.group)) ?? undefined
}

/** The group of a stay as the desk shows it: never stored, read with the stay by staff. */
export const groupSummaryField: Field = {
  name: 'groupSummary',
  type: 'json',
  virtual: true,
  access: { read: isBookingsStaffField },
  admin: { hidden: true },
  hooks: { afterRead: [readGroupSummary] },
  typescriptSchema: [
    () => ({
      type: 'object',
      properties: {
        lead: { type: 'string' },
        rooms: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              id: { type: 'string' },
              reference: { type: 'string' },
              roomName: { type: 'string' },
              status: { type: 'string' },
            },
            required: ['id', 'reference', 'roomName', 'status'],
            additionalProperties: false,
          },
        },
        money: {
          type: 'object',
          properties: Object.fromEntries(MONEY_FIGURES.map((name) => [name, { type: 'number' }])),
          required: [...MONEY_FIGURES],
          additionalProperties: false,
        },
      },
      required: ['lead', 'rooms', 'money'],
      additionalProperties: false,
    }),
  ],
}
