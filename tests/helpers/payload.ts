import fs from 'node:fs'
import path from 'node:path'

import { expect } from '@jest/globals'
import { getPayload, handleEndpoints, type Payload } from 'payload'
import { pino } from 'pino'
import { build as prettyLog } from 'pino-pretty'
import sharp from 'sharp'

import { SOCKET_ADDRESS_HEADER } from '@server/client-address.mjs'

import { guardRest } from '@/http/restGuard'
import { headAsGet } from '@/http/head'

import { logPath } from './logs.mjs'

const root = path.resolve(import.meta.dirname, '../..')

export type TestApp = {
  payload: Payload
  dir: string
  mediaDir: string
  /** Calls the app's REST API in-process, exactly as the Next.js route handler does. */
  call: (
    method: string,
    apiPath: string,
    options?: {
      json?: unknown
      body?: BodyInit
      cookie?: string
      headers?: Record<string, string>
    },
  ) => Promise<Response>
  signIn: (email: string, password: string) => Promise<string>
  stop: () => Promise<void>
}

export const TEST_ADMIN = { email: 'admin@int.test', password: 'int-admin-pass' }
export const TEST_EDITOR = { email: 'editor@int.test', password: 'int-editor-pass' }

/**
 * Boots Payload on a fresh SQLite file and media folder. Settings are read when the config module
 * is first imported, and each jest test file has its own module registry, so every file gets its
 * own database.
 */
export async function startTestApp(
  name: string,
  env: Record<string, string> = {},
): Promise<TestApp> {
  const dir = path.join(root, 'tests/.tmp/int', `${name}-${process.pid}`)
  fs.rmSync(dir, { recursive: true, force: true })
  const mediaDir = path.join(dir, 'media')
  fs.mkdirSync(mediaDir, { recursive: true })
  Object.assign(process.env, {
    DATABASE_URL: `file:${path.join(dir, 'db.sqlite')}`,
    MEDIA_DIR: mediaDir,
    PAYLOAD_AUTO_SEED: 'false',
    PAYLOAD_JOBS_AUTORUN: 'false',
    PAYLOAD_SECRET: 'integration-test-secret-0123456789',
    ADMIN_EMAIL: TEST_ADMIN.email,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    ...env,
  })
  const { default: config } = await import('@payload-config')
  // The settings are read once, when src/lib/env.ts is first imported: a test file that imports
  // anything reading them at its top would run against the developer's own database.
  const { env: settings } = await import('@/lib/env')
  if (settings.databaseUrl !== process.env.DATABASE_URL) {
    throw new Error(
      `This test file loaded the settings before startTestApp (database ${settings.databaseUrl}): import pure rules from src/lib only, and the rest inside the tests`,
    )
  }
  // The log goes to a file named after the test file (its tail is printed when a test there fails,
  // tests/helpers/logReporter.mjs): tests refuse, retry and fail on purpose, and every one of those
  // is logged.
  const sanitized = await config
  const testFile = path.basename(expect.getState().testPath ?? name).replace(/\.test\.ts$/, '')
  Object.assign(sanitized, {
    logger: pino(
      { level: 'info' },
      prettyLog({
        colorize: false,
        ignore: 'pid,hostname',
        translateTime: 'SYS:HH:MM:ss',
        destination: logPath(`int-${testFile}`),
        sync: true,
      }),
    ),
  })
  const payload = await getPayload({ config: sanitized })
  await payload.create({
    collection: 'users',
    data: { ...TEST_ADMIN, name: 'Test Admin', role: 'admin' },
    overrideAccess: true,
  })
  await payload.create({
    collection: 'users',
    data: { ...TEST_EDITOR, name: 'Test Editor', role: 'editor' },
    overrideAccess: true,
  })

  let callCount = 0
  const call: TestApp['call'] = async (method, apiPath, options = {}) => {
    const headers = new Headers(options.headers)
    let body = options.body
    if (options.json !== undefined) {
      body = JSON.stringify(options.json)
      if (!headers.has('content-type')) headers.set('content-type', 'application/json')
    }
    // Each call comes from its own address unless a test says otherwise (fromAddress), so the
    // per-client rate limits only bite in the tests written for them. The production server
    // stamps this header from the connection.
    if (!headers.has(SOCKET_ADDRESS_HEADER))
      headers.set(SOCKET_ADDRESS_HEADER, `10.0.${++callCount % 250}.${callCount % 250}`)
    if (options.cookie) {
      headers.set('cookie', options.cookie)
      // Payload honours a session cookie only from the site's own origin (CSRF allowlist).
      if (!headers.has('origin')) headers.set('origin', 'http://localhost:3000')
    }
    const request = new Request(`http://localhost:3000/api${apiPath}`, { method, headers, body })
    // Through the same wrapper as the Next.js route.
    const slug = apiPath.split('?')[0].split('/').filter(Boolean)
    const route = guardRest(config, (req) => handleEndpoints({ config, request: req }))
    // HEAD as the route answers it (src/app/(payload)/api/[...slug]/route.ts).
    return (method === 'HEAD' ? headAsGet(route) : route)(request, {
      params: Promise.resolve({ slug }),
    })
  }

  const signIn = async (email: string, password: string) => {
    const response = await call('POST', '/auth/signin', { json: { email, password } })
    if (response.status !== 200)
      throw new Error(`sign-in failed: ${response.status} ${await response.text()}`)
    const setCookie = response.headers.get('set-cookie') ?? ''
    return setCookie.split(';')[0]
  }

  return {
    payload,
    dir,
    mediaDir,
    call,
    signIn,
    stop: async () => {
      await payload.destroy()
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}

/** Headers that make a call come from this connection address. */
export function fromAddress(address: string): Record<string, string> {
  return { [SOCKET_ADDRESS_HEADER]: address }
}

/** A real image made on the spot, in the format asked for. */
export async function makeImage(
  format: 'jpeg' | 'png' | 'webp',
  width = 64,
  height = 48,
): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 180, g: 120, b: 60 } } })
    .toFormat(format)
    .toBuffer()
}

export function imageForm(data: Buffer | string, filename: string, type: string): FormData {
  const form = new FormData()
  const part = typeof data === 'string' ? data : new Uint8Array(data)
  form.append('file', new Blob([part], { type }), filename)
  return form
}

/** Files in the media folder, for checking that nothing was written or left behind. */
export function mediaFiles(dir: string): string[] {
  return fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((f) => !f.startsWith('.'))
        .sort()
    : []
}

/**
 * A room guests can see, with one real photo, written as staff would through the Local API.
 * `change` overrides any field (a price, an offer, `isAvailable: false`).
 */
export async function createTestRoom(
  payload: Payload,
  name: string,
  change: Record<string, unknown> = {},
): Promise<string> {
  const context = { disableRevalidate: true }
  const data = await makeImage('png')
  const media = await payload.create({
    collection: 'media',
    data: { alt: name },
    file: { data, mimetype: 'image/png', name: `${name}.png`, size: data.length },
    overrideAccess: true,
    context,
  })
  const room = await payload.create({
    collection: 'rooms',
    data: {
      name,
      description: 'A quiet room facing the garden, with a fan and a desk.',
      regularPrice: 300,
      bedType: 'Double Size',
      images: [media.id],
      isAvailable: true,
      ...change,
    },
    overrideAccess: true,
    context,
  })
  return String(room.id)
}

/**
 * One more Payload on the test app's database and settings, as another instance starting (or the
 * same one restarting) would be: it runs the whole start, onInit included. `onQuery` hears every
 * SQL statement it sends. Destroy it when done.
 */
export async function startAnotherPayload(
  key: string,
  onQuery?: (query: string) => void,
): Promise<Payload> {
  const { default: config } = await import('@payload-config')
  const sanitized = await config
  const db = sanitized.db
  return getPayload({
    key,
    config: {
      ...sanitized,
      db: {
        ...db,
        init: (args) => {
          const adapter = db.init(args)
          // The SQLite adapter hands this to drizzle when it connects.
          if (onQuery) Object.assign(adapter, { logger: { logQuery: onQuery } })
          return adapter
        },
      },
    },
  })
}
