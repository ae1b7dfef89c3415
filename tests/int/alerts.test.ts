import fs from 'node:fs'

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import type { Payload } from 'payload'

import { MESSAGES } from '@/lib/messages'

import { logPath } from '../helpers/logs.mjs'
import {
  createTestRoom,
  startAnotherPayload,
  startTestApp,
  TEST_ADMIN,
  type TestApp,
} from '../helpers/payload'
import { startSmtpServer, type ReceivedMail } from '../../scripts/lib/mail.mjs'

const OWNER = 'owner@alerts.test'

let app: TestApp
let smtp: Awaited<ReturnType<typeof startSmtpServer>>
let roomId: string

beforeAll(async () => {
  smtp = await startSmtpServer(0)
  app = await startTestApp('alerts', {
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtp.port),
    SMTP_SECURE: 'false',
    EMAIL_FROM: 'Guest House <no-reply@int.test>',
    ALERT_EMAIL: OWNER,
  })
  roomId = await createTestRoom(app.payload, 'Garden Room')
}, 60_000)

afterAll(async () => {
  await app?.stop()
  await smtp?.close()
})

/** The alerts received so far, once there are `count` of them, their texts unwrapped. */
async function alerts(count: number): Promise<ReceivedMail[]> {
  while (smtp.messages.length < count) await new Promise((resolve) => setTimeout(resolve, 50))
  // A plain-text email comes quoted-printable, its long lines broken with a trailing `=`.
  return smtp.messages.map((mail) => ({ ...mail, text: mail.text.replace(/=\r?\n/g, '') }))
}

const log = () => fs.readFileSync(logPath('int-alerts'), 'utf8')

/** Makes the database fail every read of rooms, as a lost disk would, while `run` runs. */
async function withRoomsFailing<T>(run: () => Promise<T>): Promise<T> {
  const db = app.payload.db
  const { find, findOne } = db
  const broken = (collection: string) => {
    if (collection === 'rooms') throw new TypeError('disk gone')
  }
  db.find = ((args: Parameters<typeof find>[0]) => (
    broken(args.collection),
    find.call(db, args)
  )) as typeof find
  db.findOne = ((args: Parameters<typeof findOne>[0]) => (
    broken(args.collection),
    findOne.call(db, args)
  )) as typeof findOne
  try {
    return await run()
  } finally {
    Object.assign(db, { find, findOne })
  }
}

const reporter = async () => import('@/services/alerts')

describe('an unexpected server error', () => {
  it('is logged with its request id, answered with it, and mailed to ALERT_EMAIL', async () => {
    const response = await withRoomsFailing(() => app.call('GET', `/room/get/${roomId}`))
    expect([response.status, await response.json()]).toEqual([
      500,
      { success: false, message: MESSAGES.rooms.fetchOneFailed },
    ])
    const requestId = response.headers.get('x-request-id') ?? ''
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/)
    expect(log()).toContain(
      MESSAGES.operations.serverError(`TypeError: ${MESSAGES.rooms.fetchOneFailed}`, requestId),
    )
    const [mail] = await alerts(1)
    expect(mail.envelope.to).toEqual([OWNER])
    expect(mail.subject).toBe(`Website error: TypeError: ${MESSAGES.rooms.fetchOneFailed}`)
    expect(mail.text).toContain(`under request ${requestId}`)
    // The error's own words stay in the log: they can hold a guest's details.
    expect(mail.raw).not.toContain('disk gone')
  })

  it('of one kind is mailed once an hour, across instances, and logged every time', async () => {
    const { reportServerError } = await reporter()
    const kind = 'RangeError: Failed to update room'
    const second: Payload = await startAnotherPayload('alerts-second')
    try {
      const sent = await Promise.all(
        [app.payload, second, app.payload].map((payload, i) =>
          reportServerError(payload, { kind, error: new RangeError('x'), requestId: `req-${i}` }),
        ),
      )
      expect(sent.filter(Boolean)).toHaveLength(1)
    } finally {
      await second.destroy()
    }
    // Another kind is mailed all the same.
    const other = await reportServerError(app.payload, {
      kind: 'Error: Failed to delete room',
      error: new Error('y'),
      requestId: 'req-9',
    })
    expect(other).toBe(true)
    const mails = await alerts(3)
    expect(mails.map((mail) => mail.subject)).toEqual([
      `Website error: TypeError: ${MESSAGES.rooms.fetchOneFailed}`,
      `Website error: ${kind}`,
      'Website error: Error: Failed to delete room',
    ])
    expect.assertions(3 + 3)
    for (const id of ['req-0', 'req-1', 'req-2']) {
      expect(log()).toContain(MESSAGES.operations.serverError(kind, id))
    }
  }, 60_000)

  it('in a page Next.js renders is reported by its digest and route, never its address', async () => {
    process.env.NEXT_RUNTIME = 'nodejs'
    const { onRequestError } = await import('@/instrumentation')
    const error = Object.assign(new Error('render failed'), { digest: '2718281828' })
    await onRequestError(
      error,
      { path: '/stay/secret-guest-token', method: 'GET', headers: {} },
      {
        routerKind: 'App Router',
        routePath: '/stay/[token]',
        routeType: 'render',
        revalidateReason: undefined,
      },
    )
    const mail = (await alerts(4))[3]
    expect(mail.subject).toBe('Website error: Error: render /stay/[token]')
    expect(mail.text).toContain('under request 2718281828')
    expect(mail.raw).not.toContain('secret-guest-token')
  })

  it("in Payload's own REST API is answered with its request id and mailed the same way", async () => {
    const admin = await app.signIn(TEST_ADMIN.email, TEST_ADMIN.password)
    const response = await withRoomsFailing(() => app.call('GET', '/rooms', { cookie: admin }))
    expect(response.status).toBe(500)
    const requestId = response.headers.get('x-request-id') ?? ''
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/)
    const mail = (await alerts(5))[4]
    expect(mail.subject).toBe('Website error: TypeError: /api/rooms')
    expect(mail.text).toContain(`under request ${requestId}`)
  })
})
