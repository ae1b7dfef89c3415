import type { APIRequestContext } from '@playwright/test'

import { expect, test } from '../fixtures'
import { anonymous, apiAs, counts, freshIp } from './helpers'

/** A small deterministic generator: the same 1,000 bodies on every run. */
function generator(seed: number) {
  let state = seed
  const next = () => {
    state = (state * 1103515245 + 12345) % 2147483648
    return state / 2147483648
  }
  return { next, pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] }
}

const FIELDS = [
  'name',
  'email',
  'password',
  'description',
  'regularPrice',
  'discountedPrice',
  'bedType',
  'offer',
  'imageURLs',
  'deletedImageUrls',
  'isAvailable',
  'subject',
  'message',
  'phone',
  'checkIn',
  'checkOut',
  'guests',
  'roomType',
  'Tv',
  'AC',
]

const BAD_VALUES: unknown[] = [
  null,
  true,
  -1,
  0,
  1e308,
  'x'.repeat(70_000),
  '',
  ' ',
  { $ne: '' },
  { $gt: '' },
  { $where: 'sleep(1000)' },
  ['a', { $ne: 1 }],
  [],
  {},
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '\u0000',
  'Robert"); DROP TABLE rooms;--',
  '2026-02-30',
  'NaN',
  [null],
  { toString: 'x' },
]

type Sent = {
  method: 'post' | 'delete' | 'get'
  path: string
  body?: string
  contentType?: string
  asAdmin: boolean
}

function malformed(i: number, rng: ReturnType<typeof generator>): Sent {
  const targets = [
    { method: 'post', path: '/api/auth/signin', asAdmin: false },
    { method: 'post', path: '/api/contact/email', asAdmin: false },
    { method: 'post', path: '/api/room/create', asAdmin: true },
    {
      method: 'post',
      path: '/api/room/update/00000000-0000-4000-8000-000000000000',
      asAdmin: true,
    },
    { method: 'post', path: '/api/room/update/%7B%24ne%3A1%7D', asAdmin: true },
    { method: 'delete', path: '/api/room/delete/not-a-room', asAdmin: true },
    { method: 'post', path: '/api/images/upload', asAdmin: true },
    { method: 'post', path: '/api/auth/verify', asAdmin: false },
  ] as const
  const target = targets[i % targets.length]
  const kind = rng.pick(['object', 'broken', 'wrongType', 'array', 'scalar', 'huge'] as const)
  const body: Record<string, unknown> = {}
  for (let f = 0; f < 1 + Math.floor(rng.next() * 6); f++)
    body[rng.pick(FIELDS)] = rng.pick(BAD_VALUES)
  const json = JSON.stringify(body)
  if (kind === 'broken')
    return {
      ...target,
      body: json.slice(0, Math.max(1, Math.floor(json.length * rng.next()))),
      contentType: 'application/json',
    }
  if (kind === 'wrongType')
    return {
      ...target,
      body: json,
      contentType: rng.pick(['text/plain', 'application/x-www-form-urlencoded', 'application/xml']),
    }
  if (kind === 'array')
    return { ...target, body: JSON.stringify([body]), contentType: 'application/json' }
  if (kind === 'scalar')
    return {
      ...target,
      body: rng.pick(['null', '42', '"text"', 'true']),
      contentType: 'application/json',
    }
  if (kind === 'huge')
    return {
      ...target,
      body: JSON.stringify({ ...body, name: 'n'.repeat(200_000) }),
      contentType: 'application/json',
    }
  return { ...target, body: json, contentType: 'application/json' }
}

test.describe('malformed input', () => {
  test.setTimeout(240_000)

  test('1,000 generated malformed bodies give 4xx with a message, never 5xx, and store nothing', async () => {
    const admin = await apiAs()
    const guest = await anonymous()
    const before = await counts(admin)
    const rng = generator(20261122)
    const failures: string[] = []
    for (let i = 0; i < 1000; i++) {
      const sent = malformed(i, rng)
      const client: APIRequestContext = sent.asAdmin ? admin : guest
      const response = await client.fetch(sent.path, {
        method: sent.method,
        data: sent.body,
        headers: {
          'content-type': sent.contentType ?? 'application/json',
          'X-Forwarded-For': freshIp(),
        },
      })
      const status = response.status()
      let message: unknown
      try {
        const json = (await response.json()) as { message?: unknown; error?: { message?: unknown } }
        message = json.message ?? json.error?.message
      } catch {
        message = undefined
      }
      // verify answers 401 { success: false } by contract: it has no message to give.
      const needsMessage = sent.path !== '/api/auth/verify'
      if (
        status < 400 ||
        status >= 500 ||
        (needsMessage && (typeof message !== 'string' || !message))
      ) {
        failures.push(
          `#${i} ${sent.method.toUpperCase()} ${sent.path} (${sent.contentType}) → ${status} ${String(message)}`,
        )
      }
    }
    expect(failures).toEqual([])
    expect(await counts(admin)).toEqual(before)
    await Promise.all([admin.dispose(), guest.dispose()])
  })
})
