// The calls the scale benchmark times: each what a screen of the desk, a report or a guest's page
// asks the server for, with the queries the portal's own screens build (the desk's list and
// calendar: src/lib/bookings/deskList.ts, components/admin/Bookings/RoomCalendar.tsx).
import { randomUUID } from 'node:crypto'

import { stringify } from 'qs-esm'

const DAY_MS = 86_400_000
const addDays = (day, days) =>
  new Date(Date.parse(`${day}T00:00:00.000Z`) + days * DAY_MS).toISOString().slice(0, 10)
const midnight = (day) => `${day}T00:00:00.000Z`
const monthOf = (day, offset = 0) => {
  const first = new Date(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1 + offset, 1))
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0))
  return { from: first.toISOString().slice(0, 10), to: last.toISOString().slice(0, 10) }
}
const query = (values) => stringify(values, { encode: true })
const NOT_REQUESTED = ['confirmed', 'checked-in', 'completed', 'cancelled', 'declined', 'no-show']
// As the desk's list asks a page (BookingSection): who wrote each history line, by name only.
const DESK_PAGE = {
  depth: 1,
  limit: 25,
  page: 1,
  sort: 'checkIn,createdAt',
  populate: { users: { name: true } },
}

/** A guest's name, phone, reference or group, as the desk's search box looks for it. */
const search = (q) => ({
  or: [
    { guestName: { like: q } },
    { phone: { like: q } },
    { reference: { like: q.toUpperCase() } },
    { group: { like: q.toUpperCase() } },
  ],
})

/**
 * Every call, as `{ name, kind, request(side, i) }`: `side` is a house's server (its base address,
 * staff cookie and the stay the bench made there), `i` the call's number, for calls that must
 * differ each time (a booking request takes nights). `kind` is `export` for a file the target
 * gives two seconds, else a call the desk waits on.
 */
export function deskCalls(today) {
  const lastMonth = monthOf(today, -1)
  const yearAgo = addDays(today, -364)
  const calendarEnd = midnight(addDays(today, 30))
  const get = (path) => () => ({ method: 'GET', path })
  const staff = (path) => (side) => ({ method: 'GET', path: path(side), staff: true })
  return [
    {
      name: 'Availability, 2 nights in a fortnight',
      request: get(
        `/api/bookings/availability?checkIn=${addDays(today, 14)}&checkOut=${addDays(today, 16)}&guests=2`,
      ),
    },
    {
      name: 'Booking request (POST)',
      request: (side, i) => ({
        method: 'POST',
        path: '/api/bookings/request',
        headers: { 'x-forwarded-for': `10.8.${Math.floor(i / 200)}.${i % 200}` },
        body: {
          requestId: randomUUID(),
          roomId: side.rooms[i % side.rooms.length],
          // A night of its own each time, well beyond the history's future stays.
          checkIn: addDays(today, 400 + Math.floor(i / side.rooms.length)),
          checkOut: addDays(today, 401 + Math.floor(i / side.rooms.length)),
          guests: 1,
          name: 'Esi Owusu',
          phone: '0241234567',
        },
      }),
    },
    { name: 'Today', request: staff(() => '/api/bookings/today') },
    {
      name: 'Bookings list: waiting requests',
      request: staff(
        () =>
          `/api/bookings?${query({ where: { and: [{ status: { equals: 'requested' } }] }, ...DESK_PAGE })}`,
      ),
    },
    {
      name: 'Bookings list: first page of stays',
      request: staff(
        () =>
          `/api/bookings?${query({
            where: {
              and: [
                { status: { in: NOT_REQUESTED } },
                { checkOut: { greater_than_equal: midnight(today) } },
              ],
            },
            ...DESK_PAGE,
          })}`,
      ),
    },
    {
      name: 'Bookings list: search by name',
      request: staff(
        () =>
          `/api/bookings?${query({ where: { and: [{ status: { in: NOT_REQUESTED } }, search('Mensah')] }, ...DESK_PAGE })}`,
      ),
    },
    {
      name: 'Bookings list: checked out, last month',
      request: staff(
        () =>
          `/api/bookings?${query({
            where: {
              and: [
                { status: { equals: 'completed' } },
                { checkOut: { greater_than: midnight(lastMonth.from) } },
                { checkIn: { less_than: midnight(addDays(lastMonth.to, 1)) } },
              ],
            },
            ...DESK_PAGE,
          })}`,
      ),
    },
    {
      name: 'Room calendar, 30 days: stays',
      request: staff(
        () =>
          `/api/bookings?${query({
            where: {
              and: [
                { checkOut: { greater_than: midnight(today) } },
                { checkIn: { less_than: calendarEnd } },
                { status: { in: ['requested', 'confirmed', 'checked-in'] } },
              ],
            },
            depth: 0,
            limit: 500,
          })}`,
      ),
    },
    {
      name: 'Room calendar, 30 days: closed nights',
      request: staff(
        () =>
          `/api/room-blocks?${query({
            where: {
              and: [
                { endDate: { greater_than: midnight(today) } },
                { startDate: { less_than: calendarEnd } },
              ],
            },
            depth: 0,
            limit: 500,
          })}`,
      ),
    },
    { name: "A stay's details", request: staff((side) => `/api/bookings/${side.stay.id}?depth=1`) },
    {
      name: "A stay's messages",
      request: staff((side) => `/api/bookings/${side.stay.id}/messages`),
    },
    {
      name: 'Change-stay options',
      request: staff(
        (side) =>
          `/api/bookings/options?checkIn=${side.stay.checkIn}&checkOut=${addDays(side.stay.checkOut, 1)}&guests=1&bookingId=${side.stay.id}`,
      ),
    },
    { name: 'Dashboard, 30 days', request: staff(() => '/api/dashboard?period=30') },
    {
      name: 'Dashboard, a year',
      request: staff(() => `/api/dashboard?from=${yearAgo}&to=${today}`),
    },
    { name: 'Cash-up, a day', request: staff(() => `/api/bookings/cash-up?day=${today}`) },
    {
      name: 'Cash-up, last month',
      request: staff(() => `/api/bookings/cash-up?from=${lastMonth.from}&to=${lastMonth.to}`),
    },
    {
      name: "Owner's month, last month",
      request: staff(() => `/api/month?month=${lastMonth.from.slice(0, 7)}`),
    },
    { name: 'Balances owed', request: staff(() => '/api/bookings/owed?page=1') },
    {
      name: 'CSV of stays, last month',
      kind: 'export',
      request: staff(
        () => `/api/bookings/export?from=${lastMonth.from}&to=${lastMonth.to}&kind=bookings`,
      ),
    },
    {
      name: 'CSV of stays, a year',
      kind: 'export',
      request: staff(() => `/api/bookings/export?from=${yearAgo}&to=${today}&kind=bookings`),
    },
    {
      name: 'CSV of payments, a year',
      kind: 'export',
      request: staff(() => `/api/bookings/export?from=${yearAgo}&to=${today}&kind=payments`),
    },
    {
      name: 'CSV of takings, a year',
      kind: 'export',
      request: staff(() => `/api/bookings/cash-up?from=${yearAgo}&to=${today}&format=csv`),
    },
    {
      name: "Guest's stay page",
      // Many guests, as a stay's page is limited per client.
      request: (side, i) => ({
        method: 'GET',
        path: side.stay.page,
        headers: { 'x-forwarded-for': `10.7.${Math.floor(i / 200)}.${i % 200}` },
      }),
    },
    { name: '/rooms', request: get('/rooms') },
    {
      name: "A room's calendar export (.ics)",
      request: (side) => ({ method: 'GET', path: `/api/calendar/${side.calendarToken}.ics` }),
    },
  ]
}
