import type { Field, FieldHook } from 'payload'

import { hasBookingsRole } from '@/access/roles'
import { isBookingsStaffField } from '@/access/isBookingsStaffField'
import { readStayGroup } from '@/collections/Ledger/groupStayMoney'
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

/**
 * A room of a group read by the desk carries its group: the rooms (so staff see the whole booking
 * from any of them) and their money as one, so no room shows a debt its lead room's payment
 * settled, nor the lead a credit that is the others' price.
 */
const readGroupSummary: FieldHook = async ({ siblingData, req }) => {
  const stay = siblingData as Booking
  if (!hasBookingsRole(req.user) || !stay?.group) return undefined
  const group = await readStayGroup(req, stay)
  if (!group) return undefined
  const rooms = await req.payload.find({
    collection: 'rooms',
    where: { id: { in: group.stays.map((room) => relationId(room.room)) } },
    pagination: false,
    depth: 0,
    select: { name: true },
    overrideAccess: true,
    req,
  })
  const names = new Map(rooms.docs.map((room) => [String(room.id), room.name]))
  return {
    lead: group.lead.reference ?? stay.group,
    rooms: group.stays.map((room) => ({
      id: String(room.id),
      reference: room.reference ?? '',
      roomName: names.get(relationId(room.room)) ?? '',
      status: room.status,
    })),
    money: group.money,
  }
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
