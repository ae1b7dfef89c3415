/**
 * Two production servers behind one address, as a balancer runs them: one SQLite file, one media
 * folder, each server from its own copy of the build (so Next's file cache is not shared through
 * the disk, as on separate machines), and a real redis-server started here on loopback.
 *
 * - Without REDIS_URL, an edit through instance 1 is not seen by instance 2: each keeps its own
 *   page and data cache (this is what the shared cache fixes).
 * - With REDIS_URL, a room renamed through instance 1 (the contract, signed in as staff) shows on
 *   instance 2's /rooms and on its cookie-less GET /api/room/get-all-rooms; the time it took is
 *   logged, never asserted.
 * - Redis stopped mid-run: both instances keep answering 200 with the rooms; an edit made during
 *   the outage shows on the instance that made it. Redis started again (empty): both reconnect,
 *   the edit from the outage shows on both, and new edits propagate again.
 *
 * Cost in CI: one `next build` (into .next-instances-cache, removed afterwards), one seed, four
 * server starts.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { INSTANCES_ADMIN, startInstances, type Instance } from '../helpers/instances.mjs'
import { startRedis, type TestRedis } from '../helpers/redis.mjs'

const log = (line: string) => process.stdout.write(`[instances] ${line}\n`)
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'guesthouse-instances-'))
// INSTANCES_REUSE_BUILD=1 keeps the build between local runs (after a change to the app, delete
// .next-instances-cache); CI builds afresh.
const reuseBuild = process.env.INSTANCES_REUSE_BUILD === '1'

let redis: TestRedis
let cluster: Awaited<ReturnType<typeof startInstances>>
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

async function signIn(instance: Instance): Promise<string> {
  const response = await fetch(`${instance.url}/api/auth/signin`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: cluster.publicUrl },
    body: JSON.stringify(INSTANCES_ADMIN),
  })
  expect(response.status).toBe(200)
  const value = (response.headers.get('set-cookie') ?? '').split(';')[0]
  expect(value).toMatch(/^payload-token=/)
  return value
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
 * Asks `instance` until its /rooms and guests' room list both show `name`; resolves with how many
 * requests of each it took and the milliseconds from `since` (the edit's answer) until each showed
 * it. Gives up (and fails) after 30 s.
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

async function untilLogged(instance: Instance, pattern: RegExp): Promise<void> {
  const deadline = Date.now() + 30_000
  while (!pattern.test(instance.output.join(''))) {
    if (Date.now() > deadline) {
      throw new Error(`no ${pattern} in the log of ${instance.url}:\n${instance.output.join('')}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

beforeAll(async () => {
  redis = await startRedis()
  cluster = await startInstances({
    dir: path.join(work, 'site'),
    count: 2,
    distDir: '.next-instances-cache',
    separateBuilds: true,
    rebuild: !reuseBuild,
  })
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
  cookie = await signIn(one())
}, 20 * 60_000)

afterAll(async () => {
  await cluster?.stop()
  await redis?.close()
  if (!reuseBuild) cluster?.removeBuild()
  fs.rmSync(work, { recursive: true, force: true })
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

  it('with REDIS_URL, an edit through instance 1 shows on instance 2 (and back)', async () => {
    await cluster.restart({ REDIS_URL: redis.url })
    for (const instance of [one(), two()]) {
      // Both serve the database's current name from their first request, which also connects
      // their cache to Redis.
      expect((await roomsPage(instance)).body).toContain('Separate Caches Suite')
      expect((await publicRooms(instance)).names).toContain('Separate Caches Suite')
      await untilLogged(instance, /Page cache: Redis at 127\.0\.0\.1:\d+ \(keys guesthouse:/)
    }
    // Pages and data entries are in Redis, under this build's keys.
    const keys = await redis.command('DBSIZE')
    log(`redis keys after both instances rendered /rooms: ${keys}`)
    expect(Number(keys.slice(1))).toBeGreaterThan(0)

    await rename(one(), 'Shared Cache Suite')
    const sinceOne = Date.now()
    const toTwo = await untilShown(two(), 'Shared Cache Suite', sinceOne)
    log(
      `instance 1 -> 2: /rooms after ${toTwo.pageMs} ms (request ${toTwo.pageRequests}), ` +
        `room list after ${toTwo.listMs} ms (request ${toTwo.listRequests})`,
    )
    await rename(two(), 'Shared Cache Suite Two')
    const sinceTwo = Date.now()
    const toOne = await untilShown(one(), 'Shared Cache Suite Two', sinceTwo)
    log(
      `instance 2 -> 1: /rooms after ${toOne.pageMs} ms (request ${toOne.pageRequests}), ` +
        `room list after ${toOne.listMs} ms (request ${toOne.listRequests})`,
    )
  }, 300_000)

  it('keeps answering with Redis stopped, and shares again once it is back', async () => {
    await redis.stop()
    for (let round = 0; round < 3; round += 1) {
      for (const instance of [one(), two()]) {
        const page = await roomsPage(instance)
        expect(page.status).toBe(200)
        expect(page.body).toContain('Shared Cache Suite Two')
        expect((await fetch(`${instance.url}/`)).status).toBe(200)
        const list = await publicRooms(instance)
        expect(list.status).toBe(200)
        expect(list.names).toContain('Shared Cache Suite Two')
      }
    }
    for (const instance of [one(), two()]) await untilLogged(instance, /Redis at .* is unreachable/)

    // An edit during the outage: the instance that made it shows it at once.
    await rename(one(), 'Outage Suite')
    expect((await roomsPage(one())).body).toContain('Outage Suite')
    const stale = await roomsPage(two())
    expect(stale.status).toBe(200)
    log(`during the outage instance 2 shows the edit: ${stale.body.includes('Outage Suite')}`)

    await redis.start()
    for (const instance of [one(), two()]) await untilLogged(instance, /Redis at .* is back/)
    const since = Date.now()
    const healed = await untilShown(two(), 'Outage Suite', since)
    log(
      `after Redis came back, instance 2 showed the outage's edit after ${healed.pageMs} ms ` +
        `(request ${healed.pageRequests})`,
    )

    await rename(one(), 'After Outage Suite')
    const sinceEdit = Date.now()
    const again = await untilShown(two(), 'After Outage Suite', sinceEdit)
    log(
      `after the outage, instance 1 -> 2: /rooms after ${again.pageMs} ms ` +
        `(request ${again.pageRequests}), room list after ${again.listMs} ms`,
    )
  }, 300_000)
})
