/**
 * Two production servers behind one address, as a balancer runs them: one SQLite file, one media
 * folder, each server from its own copy of the build (so Next's file cache is not shared through
 * the disk, as on separate machines), and a real redis-server started here on loopback.
 *
 * - Without REDIS_URL, an edit through instance 1 is not seen by instance 2: each keeps its own
 *   page and data cache (this is what the shared cache fixes).
 * - With REDIS_URL, started while Redis is down: both start, instance 2 serves its pages (200) and
 *   logs the warning; once Redis is up both use it. A room renamed through one instance (the
 *   contract, signed in as staff) shows on the other's very next /rooms and cookie-less
 *   GET /api/room/get-all-rooms, both ways; the milliseconds from the edit's answer to those
 *   answers are logged, never asserted.
 * - Redis stopped mid-run: both instances keep answering 200 with the rooms; an edit made during
 *   the outage shows on the instance that made it. Redis started again (empty): both reconnect,
 *   the edit from the outage shows on both, and new edits show on the next request again.
 *
 * Cost: one seed and four server starts, from copies of the shared test build (TEST_BUILD_DIR) or,
 * run alone, one `next build` into .next-instances-cache (removed afterwards).
 */
import {
  startInstances,
  untilLogged,
  type Instance,
  type Instances,
} from '../helpers/instances.mjs'
import { startRedis, type TestRedis } from '../../scripts/lib/redis.mjs'

const log = (line: string) => process.stdout.write(`[instances] ${line}\n`)

let redis: TestRedis
let cluster: Instances
let cookie = ''
let roomId = ''

type Room = { _id: string; name: string }

const one = () => cluster.instances[0] as Instance
const two = () => cluster.instances[1] as Instance

async function roomsPage(instance: Instance): Promise<{ status: number; body: string }> {
  const response = await fetch(`${instance.url}/rooms`)
  return { status: response.status, body: await response.text() }
}

/** Guests' room list: no cookie, so the cached data entry answers. */
async function publicRooms(instance: Instance): Promise<{ status: number; names: string[] }> {
  const response = await fetch(`${instance.url}/api/room/get-all-rooms`)
  if (response.status !== 200) return { status: response.status, names: [] }
  const rooms = (await response.json()) as Room[]
  return { status: 200, names: rooms.map((room) => room.name) }
}

/** The instance answers its rooms page, `/` and the room list, and both name the room. */
async function expectServes(instance: Instance, name: string): Promise<void> {
  const page = await roomsPage(instance)
  expect(page.status).toBe(200)
  expect(page.body).toContain(name)
  expect((await fetch(`${instance.url}/`)).status).toBe(200)
  const list = await publicRooms(instance)
  expect(list.status).toBe(200)
  expect(list.names).toContain(name)
}

async function rename(instance: Instance, name: string): Promise<void> {
  const response = await fetch(`${instance.url}/api/room/update/${roomId}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: cluster.publicUrl, Cookie: cookie },
    body: JSON.stringify({ name }),
  })
  expect(response.status).toBe(200)
  expect(((await response.json()) as Room).name).toBe(name)
}

/**
 * The first /rooms and guests' room list `instance` serves after an edit answered at `since`,
 * asked side by side at once: both must show `name`. Logs the milliseconds from the edit's answer
 * to each answer (measured, never asserted).
 */
async function expectOnNextRequest(instance: Instance, name: string, since: number, via: string) {
  const [page, list] = await Promise.all([
    roomsPage(instance).then((answer) => ({ answer, ms: Date.now() - since })),
    publicRooms(instance).then((answer) => ({ answer, ms: Date.now() - since })),
  ])
  const shown = (yes: boolean) => (yes ? 'first request' : 'first request did NOT show it')
  log(`propagation /rooms (${via}): ${page.ms} ms (${shown(page.answer.body.includes(name))})`)
  log(`propagation room list (${via}): ${list.ms} ms (${shown(list.answer.names.includes(name))})`)
  expect(page.answer.status).toBe(200)
  expect(page.answer.body).toContain(name)
  expect(list.answer.status).toBe(200)
  expect(list.answer.names).toContain(name)
}

/**
 * Asks `instance` until its /rooms and guests' room list both show `name`; resolves with how many
 * requests of each it took and the milliseconds from `since` until each showed it. Gives up (and
 * fails) after 30 s.
 */
async function untilShown(instance: Instance, name: string, since: number) {
  let pageRequests = 0
  let listRequests = 0
  const deadline = Date.now() + 30_000
  for (;;) {
    pageRequests += 1
    if ((await roomsPage(instance)).body.includes(name)) break
    if (Date.now() > deadline) throw new Error(`${instance.url}/rooms never showed ${name}`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  const pageMs = Date.now() - since
  for (;;) {
    listRequests += 1
    if ((await publicRooms(instance)).names.includes(name)) break
    if (Date.now() > deadline) throw new Error(`${instance.url} room list never showed ${name}`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  return { pageRequests, listRequests, pageMs, listMs: Date.now() - since }
}

/** Where each instance's log stands now, for untilLogged to look only at what comes after. */
const logMarks = () => cluster.instances.map((instance) => instance.output.length)

beforeAll(async () => {
  redis = await startRedis()
  cluster = await startInstances({ name: 'instances-cache', count: 2, separateBuilds: true })
  const response = await fetch(`${one().url}/api/room/get-all-rooms`)
  const body = await response.text()
  const rooms = (response.status === 200 ? JSON.parse(body) : []) as Room[]
  if (!rooms[0]) {
    throw new Error(
      `the first room list answered ${response.status} without rooms: ${body.slice(0, 300)}\n` +
        cluster.instances.map((instance) => instance.output.join('')).join('\n---\n'),
    )
  }
  roomId = rooms[0]._id
  cookie = await cluster.adminCookie(one())
}, 20 * 60_000)

afterAll(async () => {
  await cluster?.close()
  await redis?.close()
})

describe('two instances', () => {
  it('without REDIS_URL, each instance keeps its own cache: an edit on one is not seen on the other', async () => {
    // Both render and cache the room list first.
    for (const instance of [one(), two()]) {
      expect((await roomsPage(instance)).status).toBe(200)
      expect((await publicRooms(instance)).status).toBe(200)
    }
    await rename(one(), 'Separate Caches Suite')
    expect((await roomsPage(one())).body).toContain('Separate Caches Suite')
    expect((await publicRooms(one())).names).toContain('Separate Caches Suite')
    const page = await roomsPage(two())
    const list = await publicRooms(two())
    log(`no Redis: instance 2 still shows the old name: ${!page.body.includes('Separate Caches')}`)
    expect(page.status).toBe(200)
    expect(page.body).not.toContain('Separate Caches Suite')
    expect(list.names).not.toContain('Separate Caches Suite')
  }, 300_000)

  it('with REDIS_URL: instances started while Redis is down serve and warn, then share; an edit shows on the other instance on its next request', async () => {
    // Both start with Redis down, and both meet the outage as they start: each renders its
    // pages once before and just after it opens its port (server/warm-up.mjs), and those renders
    // reach for the cache. (A start with Redis up is in instancesShared.test.ts.)
    await redis.stop()
    await cluster.restart({ REDIS_URL: redis.url })
    for (const instance of [one(), two()]) {
      await expectServes(instance, 'Separate Caches Suite')
      await untilLogged(
        instance,
        /Page cache: Redis at 127\.0\.0\.1:\d+ is unreachable .*serving pages from this instance alone/,
      )
    }

    await redis.start()
    for (const instance of [one(), two()]) {
      await untilLogged(instance, /Page cache: Redis at 127\.0\.0\.1:\d+ is back/)
    }
    expect((await roomsPage(one())).body).toContain('Separate Caches Suite')
    expect((await publicRooms(one())).names).toContain('Separate Caches Suite')
    // Pages and data entries are in Redis, under this build's keys.
    const keys = await redis.command('DBSIZE')
    log(`redis keys after instance 1 rendered /rooms: ${keys}`)
    expect(Number(keys.slice(1))).toBeGreaterThan(0)

    // Each edit is expired in Redis before it is answered (server/shared-expiry.mjs), so the
    // other instance's first request renders afresh: 1 -> 2 shows instance 2 reads Redis again,
    // 2 -> 1 that its expiries reach Redis.
    await rename(one(), 'Shared Cache Suite')
    await expectOnNextRequest(two(), 'Shared Cache Suite', Date.now(), '1 -> 2')
    await rename(two(), 'Shared Cache Suite Two')
    await expectOnNextRequest(one(), 'Shared Cache Suite Two', Date.now(), '2 -> 1')
  }, 300_000)

  it('keeps answering with Redis stopped, and shares again once it is back', async () => {
    // Instance 2 logged an outage and a return already, at its start: only new lines count.
    const beforeStop = logMarks()
    await redis.stop()
    for (let round = 0; round < 3; round += 1) {
      for (const instance of [one(), two()]) {
        await expectServes(instance, 'Shared Cache Suite Two')
      }
    }
    for (const [i, instance] of [one(), two()].entries()) {
      await untilLogged(instance, /Redis at .* is unreachable/, beforeStop[i])
    }

    // An edit during the outage: the instance that made it shows it at once.
    await rename(one(), 'Outage Suite')
    expect((await roomsPage(one())).body).toContain('Outage Suite')
    const stale = await roomsPage(two())
    expect(stale.status).toBe(200)
    log(`during the outage instance 2 shows the edit: ${stale.body.includes('Outage Suite')}`)

    const beforeStart = logMarks()
    await redis.start()
    for (const [i, instance] of [one(), two()].entries()) {
      await untilLogged(instance, /Redis at .* is back/, beforeStart[i])
    }
    // Asked until shown, not asserted on the first request. Redis came back empty, so a read
    // from it renders afresh; but right after the reconnect a read slower than the handler's
    // limit (0.5 s) is answered from instance 2's own copy from before the edit, and the
    // broadcast of instance 1's replayed expiry that drops that copy reaches instance 2 only if
    // its subscriber was back first.
    const since = Date.now()
    const healed = await untilShown(two(), 'Outage Suite', since)
    log(
      `propagation /rooms (outage's edit, from Redis back): ${healed.pageMs} ms ` +
        `(request ${healed.pageRequests})`,
    )
    log(
      `propagation room list (outage's edit, from Redis back): ${healed.listMs} ms ` +
        `(request ${healed.listRequests} after /rooms)`,
    )

    await rename(one(), 'After Outage Suite')
    await expectOnNextRequest(two(), 'After Outage Suite', Date.now(), '1 -> 2 after the outage')
  }, 300_000)
})
