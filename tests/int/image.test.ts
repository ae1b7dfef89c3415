/**
 * The production image, replayed without a container engine: the Dockerfile's build stage runs as
 * written (standalone output, seeded throwaway database A) in a copy of the project, the run stage
 * is assembled in a fresh folder from exactly what its COPY lines name, and the image's CMD and
 * ENV start it there against other databases and another NEXT_PUBLIC_SERVER_URL than the build
 * saw. It proves: every path the image copies exists; the site runs from an empty database
 * (migrations on connect, first admin from the environment, an upload served back); robots.txt,
 * sitemap.xml and canonical links carry the runtime address; and the first request to every
 * public page shows the database the server runs against (B), also after a restore (C) and a
 * restart, with every picture on / and /rooms answering 200.
 *
 * Cost in CI: one `next build` plus three seeds and server starts; the build dominates.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

import autocannon from 'autocannon'
import sharp from 'sharp'

import {
  assembleRunStage,
  parseDockerfile,
  replayStage,
  type Stage,
} from '../helpers/dockerfile.mjs'
import { payloadRunAsync } from '../../scripts/lib/payloadRun.mjs'
import { logPath } from '../helpers/logs.mjs'

const root = path.resolve(import.meta.dirname, '../..')
const PUBLIC_PAGES = [
  '/',
  '/home',
  '/rooms',
  '/explore',
  '/contact',
  '/bookings',
  '/privacy',
  '/terms',
]
const RUNTIME_URL = 'https://guesthouse.example.test'
const ADMIN = { email: 'owner@image.test', password: 'image-admin-password' }

// A temp folder on the same file system as the project, so node_modules can be hard-linked.
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'guesthouse-image-'))
// What the replay measured (build seconds, first answers, peak memory) goes to its log file.
const logFile = logPath('image')
const log = (line: string) => fs.appendFileSync(logFile, `[image] ${line}\n`)

let runStage: Stage
const runDir = path.join(work, 'run')
let server: { child: ChildProcess; output: string[]; base: string } | null = null

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo
      probe.close(() => resolve(port))
    })
  })
}

/**
 * A database (and its media) seeded with the default content and marked as `variant`'s. Its output
 * goes to a log file of its own, read back when it fails: the seed runs while the replay holds
 * this process in a synchronous `npm ci`, so nothing here would empty a pipe.
 */
async function seedVariant(variant: string): Promise<string> {
  const dir = path.join(work, `db-${variant}`)
  fs.mkdirSync(path.join(dir, 'media'), { recursive: true })
  const seedLog = logPath(`image-seed-${variant}`)
  const out = fs.openSync(seedLog, 'w')
  const result = await payloadRunAsync(
    'tests/helpers/seedVariant.ts',
    [],
    {
      ...process.env,
      NODE_ENV: 'development',
      DATABASE_URL: `file:${path.join(dir, 'site.db')}`,
      MEDIA_DIR: path.join(dir, 'media'),
      PAYLOAD_JOBS_AUTORUN: 'false',
      VARIANT: variant,
    },
    { log: out },
  ).finally(() => fs.closeSync(out))
  if (result.status !== 0) {
    throw new Error(`seed ${variant} failed:\n${fs.readFileSync(seedLog, 'utf8')}`)
  }
  return dir
}

/** Starts the assembled image with its CMD and ENV, plus `env`; resolves once / answers. */
async function startImage(env: Record<string, string>, args: string[] = [], port?: number) {
  const [command, ...commandArgs] = runStage.cmd ?? []
  const child = spawn(command === 'node' ? process.execPath : command, [...commandArgs, ...args], {
    cwd: runDir,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      ...runStage.env,
      NODE_ENV: 'production',
      HOSTNAME: '127.0.0.1',
      PAYLOAD_SECRET: 'image-test-secret-0123456789abcdef0123456789',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      NEXT_PUBLIC_SERVER_URL: RUNTIME_URL,
      PAYLOAD_JOBS_AUTORUN: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const output: string[] = []
  child.stdout?.on('data', (chunk) => output.push(String(chunk)))
  child.stderr?.on('data', (chunk) => output.push(String(chunk)))
  const base = `http://127.0.0.1:${port ?? env.PORT}`
  server = { child, output, base }
  const since = Date.now()
  while (Date.now() - since < 60_000) {
    if (child.exitCode !== null) break
    const ready = await fetch(`${base}/api/users/me`).then(
      (r) => r.status < 500,
      () => false,
    )
    if (ready) return base
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`The image did not start (exit ${child.exitCode}):\n${output.join('')}`)
}

/** The server's peak resident memory so far (Linux), for the runbook's machine size. */
function peakRssMb(child: ChildProcess): number | null {
  try {
    const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8')
    const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1])
    return Number.isFinite(kb) ? Math.round(kb / 1024) : null
  } catch {
    return null
  }
}

async function stopImage(): Promise<void> {
  if (!server) return
  const { child } = server
  server = null
  if (child.exitCode !== null) return
  log(`peak server memory (RSS): ${peakRssMb(child) ?? 'unknown'} MB`)
  await new Promise((resolve) => {
    child.once('exit', resolve)
    child.kill('SIGTERM')
  })
}

/** Moves a seeded database and its media into the folder the server runs against. */
function restore(from: string, live: string) {
  fs.rmSync(live, { recursive: true, force: true })
  fs.cpSync(from, live, { recursive: true })
}

async function get(base: string, pathname: string) {
  const started = Date.now()
  const response = await fetch(`${base}${pathname}`, { redirect: 'manual' })
  return { status: response.status, body: await response.text(), ms: Date.now() - started }
}

/** Every address an <img> on the page may load: src and each srcset candidate. */
function imageUrls(html: string): string[] {
  const urls = new Set<string>()
  for (const [tag] of html.matchAll(/<img\b[^>]*>/g)) {
    const attr = (name: string) =>
      new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1]?.replaceAll('&amp;', '&')
    const src = attr('src')
    if (src) urls.add(src)
    for (const candidate of (attr('srcset') ?? '').split(',')) {
      const url = candidate.trim().split(/\s+/)[0]
      if (url) urls.add(url)
    }
  }
  return [...urls]
}

async function expectImagesLoad(base: string, pathname: string, html: string) {
  const urls = imageUrls(html)
  expect(urls.length).toBeGreaterThan(0)
  // Every picture is a file made at upload, never one the optimizer encodes inside a guest's
  // request (on the first visit after a start, that was the slow one).
  expect(urls.filter((url) => !url.startsWith('/api/media/file/'))).toEqual([])
  const failed: string[] = []
  for (let i = 0; i < urls.length; i += 4) {
    await Promise.all(
      urls.slice(i, i + 4).map(async (url) => {
        const response = await fetch(new URL(url, base))
        await response.arrayBuffer()
        if (response.status !== 200) failed.push(`${response.status} ${url}`)
        else if (response.headers.get('cache-control') !== 'private, max-age=2592000') {
          failed.push(`no 30-day cache: ${response.headers.get('cache-control')} ${url}`)
        }
      }),
    )
  }
  log(`${pathname}: ${urls.length} image addresses, ${urls.length - failed.length} answered 200`)
  expect(failed).toEqual([])
}

/**
 * The first request to each public page shows `variant`'s house name (and on the pages listing
 * rooms by name, its renamed room), and nothing of the house name the previous database had.
 */
async function expectFirstResponsesShow(base: string, variant: string, previousHouse: string) {
  for (const pathname of PUBLIC_PAGES) {
    const { status, body, ms } = await get(base, pathname)
    const house = body.includes(`Guest House ${variant}`)
    const stale = body.includes(previousHouse)
    // Only /rooms lists rooms by name (the home page shows categories).
    const showsRooms = pathname === '/rooms'
    const room = body.includes(`Room from database ${variant}`)
    log(
      `first ${pathname}: ${status}, house name ${variant}: ${house ? 'yes' : 'NO'}` +
        (showsRooms ? `, renamed room ${variant}: ${room ? 'yes' : 'NO'}` : '') +
        `, "${previousHouse}": ${stale ? 'FOUND' : 'absent'} (${ms} ms)`,
    )
    expect(status).toBe(200)
    expect(house).toBe(true)
    expect(stale).toBe(false)
    if (showsRooms) expect(room).toBe(true)
    if (pathname === '/' || pathname === '/rooms') await expectImagesLoad(base, pathname, body)
  }
}

let buildSeconds = 0
let depsLockfile = ''
let dbB = ''
let dbC = ''

beforeAll(async () => {
  const started = Date.now()
  const stages = parseDockerfile(fs.readFileSync(path.join(root, 'Dockerfile'), 'utf8'))
  const deps = stages.find((stage) => stage.name === 'deps')
  const build = stages.find((stage) => stage.name === 'build')
  runStage = stages.at(-1) as Stage
  if (!deps || !build) throw new Error('The Dockerfile has no stages named deps and build')
  // The packages as the image gets them: installed from the files the deps stage copies alone.
  const depsDir = path.join(work, 'deps')
  const tmpDir = path.join(work, 'tmp')
  // The databases the image is run against are seeded meanwhile, with the project's own packages:
  // `npm ci` mostly waits on the disk, so they take a core it leaves idle. They are done before the
  // build stage copies the project, so its context is the same as when they came after.
  const seeds = Promise.all([seedVariant('B'), seedVariant('C')])
  seeds.catch(() => {})
  replayStage(deps, { projectDir: root, stageDir: depsDir, tmpDir, log })
  depsLockfile = fs.readFileSync(path.join(depsDir, 'package-lock.json'), 'utf8')
  log(`deps stage replayed in ${Math.round((Date.now() - started) / 1000)} s`)
  ;[dbB, dbC] = await seeds
  const buildDir = path.join(work, 'build')
  replayStage(build, {
    projectDir: root,
    stageDir: buildDir,
    tmpDir,
    builtStages: { deps: { dir: depsDir, workdir: deps.workdir } },
    log,
  })
  fs.rmSync(depsDir, { recursive: true, force: true })
  buildSeconds = Math.round((Date.now() - started) / 1000)
  log(`build stage replayed in ${buildSeconds} s`)
  const copied = assembleRunStage(
    runStage,
    { build: { name: 'build', dir: buildDir, workdir: build.workdir } },
    runDir,
  )
  log(`run stage assembled from ${copied.join(', ')}`)
  // The run stage's folders for uploads and the database (its RUN makes them; users are the
  // container's business).
  fs.mkdirSync(path.join(runDir, 'media'), { recursive: true })
  fs.mkdirSync(path.join(runDir, 'data'), { recursive: true })
  // The build folder is not part of the image: nothing may reach into it.
  fs.rmSync(buildDir, { recursive: true, force: true })
}, 900_000)

afterAll(async () => {
  await stopImage()
  if (!process.env.KEEP_IMAGE_TEST) fs.rmSync(work, { recursive: true, force: true })
}, 60_000)

afterEach(async () => {
  const failed = expect.getState().assertionCalls === 0
  if (failed && server) log(server.output.join(''))
  await stopImage()
})

describe('the production image', () => {
  it('installs its packages from the committed lockfile alone, leaving it as it was', () => {
    expect(depsLockfile).toBe(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8'))
  })

  it('starts from an empty database, serves an upload, and publishes the runtime address', async () => {
    const port = await freePort()
    const base = await startImage({
      PORT: String(port),
      DATABASE_URL: `file:${path.join(work, 'empty', 'site.db')}`,
      MEDIA_DIR: path.join(work, 'empty', 'media'),
    })
    for (const pathname of ['/', '/rooms', '/cms/login']) {
      const { status, ms } = await get(base, pathname)
      log(`empty database ${pathname}: ${status} (${ms} ms)`)
      expect(status).toBe(200)
    }

    const signIn = await fetch(`${base}/api/users/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(ADMIN),
    })
    expect(signIn.status).toBe(200)
    // The session lives only in the cookie (no token in JSON bodies), and a cookie counts only
    // from the site's own origin: the runtime address, not the build's.
    const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0]
    expect(cookie).toMatch(/^payload-token=/)
    const png = await sharp({
      create: { width: 64, height: 48, channels: 3, background: '#2e7d32' },
    })
      .png()
      .toBuffer()
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'garden.png')
    form.append('_payload', JSON.stringify({ alt: 'The garden' }))
    const upload = await fetch(`${base}/api/media`, {
      method: 'POST',
      headers: { Cookie: cookie, Origin: RUNTIME_URL },
      body: form,
    })
    expect(upload.status).toBe(201)
    const { doc } = (await upload.json()) as { doc: { url: string } }
    // Staff read it back: guests see only media that public content shows.
    const file = await fetch(new URL(doc.url, base), {
      headers: { Cookie: cookie, Origin: RUNTIME_URL },
    })
    log(`upload ${doc.url}: ${file.status} ${file.headers.get('content-type')}`)
    expect(file.status).toBe(200)
    // The same picture: uploads are re-encoded when stored, so compare pixels, not bytes.
    const pixels = (image: Buffer) => sharp(image).raw().toBuffer()
    expect((await pixels(Buffer.from(await file.arrayBuffer()))).equals(await pixels(png))).toBe(
      true,
    )

    const robots = await get(base, '/robots.txt')
    const sitemap = await get(base, '/sitemap.xml')
    const home = await get(base, '/')
    log(`robots.txt: ${robots.body.match(/Sitemap: \S+/)?.[0]}`)
    expect(robots.body).toContain(`Sitemap: ${RUNTIME_URL}/sitemap.xml`)
    expect(sitemap.body).toContain(`<loc>${RUNTIME_URL}/rooms</loc>`)
    expect(home.body).toContain(`<link rel="canonical" href="${RUNTIME_URL}"`)
    // Nothing keeps the address the build ran with.
    for (const body of [robots.body, sitemap.body, home.body]) {
      expect(body).not.toContain('localhost:3000')
    }
    const locs = [...sitemap.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, loc]) => loc)
    expect(locs.every((loc) => loc.startsWith(`${RUNTIME_URL}/`) || loc === RUNTIME_URL)).toBe(true)
    expect(locs.some((loc) => /room/i.test(loc) && loc !== `${RUNTIME_URL}/rooms`)).toBe(false)
  }, 180_000)

  it("shows database B from the first request, then C's after a restore and a restart on -p", async () => {
    const live = path.join(work, 'live')
    const env = {
      DATABASE_URL: `file:${path.join(live, 'site.db')}`,
      MEDIA_DIR: path.join(live, 'media'),
    }
    restore(dbB, live)
    const portB = await freePort()
    const baseB = await startImage({ ...env, PORT: String(portB) })
    // The build rendered database A, whose house is the seed's.
    await expectFirstResponsesShow(baseB, 'B', 'Royal Palm Guest House')
    await stopImage()

    // A restore while stopped, then a start with the port on the command line (PORT points
    // elsewhere: `npm start -- -p` must win, as with `next start -p`).
    restore(dbC, live)
    const [portC, portIgnored] = [await freePort(), await freePort()]
    const baseC = await startImage(
      { ...env, PORT: String(portIgnored) },
      ['-p', String(portC)],
      portC,
    )
    await expectFirstResponsesShow(baseC, 'C', 'Guest House B')
    const ignored = await fetch(`http://127.0.0.1:${portIgnored}/`).then(
      () => 'answered',
      () => 'closed',
    )
    expect(ignored).toBe('closed')

    // A short load on the cached pages, so the peak memory logged at stop covers guests too.
    const load = await autocannon({
      url: baseC,
      connections: 10,
      duration: 4,
      requests: [{ path: '/' }, { path: '/rooms' }],
    })
    log(
      `load: ${Math.round(load.requests.average)} req/s, ${load.non2xx} non-2xx, ${load.errors} errors`,
    )
    expect(load.non2xx + load.errors).toBe(0)
  }, 300_000)
})
