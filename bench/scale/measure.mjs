// The timing of the scale benchmark: each call alternates between the two houses' servers, one
// request at a time, so both see the same moments of a shared machine.

const EXPORT_SAMPLES = 10
const WARM = 3

const percentile = (sorted, share) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * share) - 1)]

/** Median and 95th percentile of a list of milliseconds. */
export function summary(times) {
  const sorted = [...times].sort((a, b) => a - b)
  return { p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95), n: sorted.length }
}

/** A staff member's session cookie on `base`. */
export async function signIn(base, { email, password }) {
  const response = await fetch(`${base}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: base },
    body: JSON.stringify({ email, password }),
  })
  if (!response.ok) throw new Error(`signing in on ${base} failed: ${response.status}`)
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ')
}

async function call(side, { method, path, body, headers = {}, staff }) {
  const response = await fetch(`${side.base}${path}`, {
    method,
    headers: {
      'accept-encoding': 'gzip',
      // Payload reads a session cookie only from its own origin.
      Origin: side.base,
      ...(body && { 'Content-Type': 'application/json' }),
      ...(staff && { cookie: side.cookie }),
      ...headers,
    },
    body: body && JSON.stringify(body),
  })
  const answer = Buffer.from(await response.arrayBuffer())
  const failure = response.status >= 300 ? `${path}: ${answer.toString().slice(0, 300)}` : null
  return { status: response.status, bytes: answer.length, failure }
}

const DAY_MS = 86_400_000
const addDays = (day, days) =>
  new Date(Date.parse(`${day}T00:00:00.000Z`) + days * DAY_MS).toISOString().slice(0, 10)

/**
 * What the calls need of a house: its rooms, a room's calendar token, and a stay the bench books
 * tomorrow for two nights in the first room free then, with its private page's address.
 */
export async function stayOfBench(base, cookie, today) {
  const side = { base, cookie }
  const json = async (path, init = {}) => {
    const response = await fetch(`${base}${path}`, {
      ...init,
      headers: { 'Content-Type': 'application/json', Origin: base, cookie },
    })
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`)
    return response.json()
  }
  const rooms = (await json('/api/rooms?depth=0&limit=100&sort=createdAt')).docs
  let stay
  for (let offset = 1; !stay && offset < 60; offset += 2) {
    for (const room of rooms) {
      const response = await fetch(`${base}/api/bookings`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: base, cookie },
        body: JSON.stringify({
          room: room.id,
          checkIn: addDays(today, offset),
          checkOut: addDays(today, offset + 2),
          guests: 1,
          guestName: 'Ama Mensah',
          phone: '024 123 4567',
          status: 'confirmed',
          source: 'phone',
        }),
      })
      if (response.ok) {
        stay = (await response.json()).doc
        break
      }
      if (response.status !== 409) {
        throw new Error(`booking the bench's stay: ${response.status} ${await response.text()}`)
      }
    }
  }
  if (!stay) throw new Error('no room is free for two nights in the coming two months')
  const { messages } = await json(`/api/bookings/${stay.id}/messages`)
  const texts = messages.map(({ link }) => new URL(link).searchParams.get('text') ?? '')
  const link = texts.map((text) => /https?:\/\/\S+\/stay\/[\w-]+/.exec(text)?.[0]).find(Boolean)
  if (!link) throw new Error('the stay message carries no stay page link')
  return {
    ...side,
    // The rooms a guest can ask for.
    rooms: rooms.filter((room) => room.isAvailable !== false).map((room) => room.id),
    calendarToken: rooms.find((room) => room.calendarToken)?.calendarToken,
    stay: {
      id: stay.id,
      checkIn: stay.checkIn.slice(0, 10),
      checkOut: stay.checkOut.slice(0, 10),
      page: new URL(link).pathname,
    },
  }
}

/**
 * Each call on both houses: a few calls each to warm up, then `samples` rounds (ten for an
 * export), each round one call on each house in an order that turns every round.
 */
export async function measureCalls(calls, sides, { samples }) {
  const results = []
  let number = 0
  for (const entry of calls) {
    const rounds = entry.kind === 'export' ? Math.min(samples, EXPORT_SAMPLES) : samples
    const times = sides.map(() => [])
    const failures = sides.map(() => [])
    const bytes = sides.map(() => 0)
    for (let round = -WARM; round < rounds; round++) {
      for (let turn = 0; turn < sides.length; turn++) {
        const index = (round + WARM + turn) % sides.length
        const side = sides[index]
        const request = entry.request(side, number++)
        const started = performance.now()
        const answer = await call(side, request)
        const ms = performance.now() - started
        if (round < 0) continue
        times[index].push(ms)
        bytes[index] = answer.bytes
        if (answer.status >= 300) {
          if (!failures[index].length) console.log(`${side.name}: ${answer.failure}`)
          failures[index].push(answer.status)
        }
      }
    }
    results.push({
      name: entry.name,
      kind: entry.kind ?? 'desk',
      sides: sides.map((_, index) => ({
        ...summary(times[index]),
        bytes: bytes[index],
        failures: failures[index],
      })),
    })
    const answered = results.at(-1).sides
    const failed = answered.map((side) => side.failures.length)
    console.log(
      `${entry.name}: ${answered.map((side) => side.p50.toFixed(1)).join(' / ')} ms median, p95 ${answered
        .at(-1)
        .p95.toFixed(1)} ms${failed.some(Boolean) ? `, failures ${failed.join(' + ')}` : ''}`,
    )
  }
  return results
}

/** Start to the first 200 on `/`, `rounds` times on each house, turning the order each round. */
export async function measureStarts(houses, { start, waitForOk, rounds, timeoutMs = 60_000 }) {
  const times = houses.map(() => [])
  for (let round = 0; round < rounds; round++) {
    for (let turn = 0; turn < houses.length; turn++) {
      const index = (round + turn) % houses.length
      const house = houses[index]
      const started = Date.now()
      const server = start(house.env, { stdio: 'ignore' })
      times[index].push(
        await waitForOk(`http://localhost:${house.port}/`, { since: started, timeoutMs }),
      )
      await new Promise((resolve) => {
        server.once('exit', resolve)
        server.kill('SIGTERM')
      })
    }
  }
  return times.map(summary)
}
