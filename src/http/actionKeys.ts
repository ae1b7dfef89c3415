import { createHash } from 'node:crypto'

import type { PayloadRequest } from 'payload'

import { hasBookingsRole } from '@/access/roles'
import { DAY_MS } from '@/lib/dates'
import { MESSAGES } from '@/lib/messages'
import {
  ACTION_KEY_HEADER,
  isActionKey,
  KEEP_ACTION_KEYS_DAYS,
  REPLAYED_HEADER,
} from '@/lib/offlineActions'

import { errorResponse, MAX_JSON_BYTES } from './responses'

const KEYS = 'action-keys'
/** How long a send waits for another send of the same key, under way, to be answered. */
const WAIT_MS = 10_000
const POLL_MS = 100
/**
 * A key still being applied this long after it was claimed: the instance applying it stopped
 * mid-action, so whether the action was applied cannot be told from here.
 */
const LOST_AFTER_MS = 2 * 60_000

type KeyRow = {
  id: number | string
  sender: string
  action: string
  state: 'applying' | 'applied' | 'unknown'
  answerStatus?: number | null
  answer?: unknown
  createdAt: string
}

/** Why a key was refused, for the phone's queue: `inProgress` alone is worth sending again. */
type KeyRefusal = 'badKey' | 'keyReused' | 'inProgress' | 'outcomeUnknown'

function refuse(status: number, message: string, code: KeyRefusal): Response {
  const headers = code === 'inProgress' ? { 'Retry-After': '1' } : undefined
  return Response.json({ success: false, message, code }, { status, headers })
}

/** The body as sent, its keys in one order, so a resent action reads as the same one. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical)
  if (typeof value !== 'object' || value === null) return value
  const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : 1))
  return Object.fromEntries(entries.map(([key, inner]) => [key, canonical(inner)]))
}

/** What a key is for: the door and its target (`payments:<stay id>`) and a digest of the body. */
async function actionOf(req: PayloadRequest, target: string): Promise<string> {
  const text = req.clone ? await req.clone().text() : ''
  let body: unknown = text
  try {
    body = canonical(JSON.parse(text))
  } catch {
    // Not JSON: the door refuses it, and the text itself is what was sent.
  }
  const digest = createHash('sha256').update(JSON.stringify(body)).digest('hex')
  return `${target}:${digest}`
}

async function rowOf(req: PayloadRequest, key: string): Promise<KeyRow | null> {
  const row = await req.payload.db.findOne({ collection: KEYS, where: { key: { equals: key } } })
  return row as KeyRow | null
}

/**
 * Makes the key's row, or answers null when it exists: its `key` is unique, so of two sends at
 * once the database lets exactly one make it (SQLite and MongoDB alike), and only that one applies
 * the action. Written outside any transaction, so the other send sees it at once.
 */
async function claim(req: PayloadRequest, key: string, sender: string, action: string) {
  const expiresAt = new Date(Date.now() + KEEP_ACTION_KEYS_DAYS * DAY_MS).toISOString()
  try {
    const row = await req.payload.db.create({
      collection: KEYS,
      data: { key, sender, action, state: 'applying', expiresAt },
    })
    // Keys past their days are cleared as new ones are made: the index on `expiresAt` finds them.
    void req.payload.db
      .deleteMany({
        collection: KEYS,
        where: { expiresAt: { less_than: new Date().toISOString() } },
      })
      .catch(() => undefined)
    return row as KeyRow
  } catch (error) {
    if (await rowOf(req, key)) return null
    throw error
  }
}

async function settle(req: PayloadRequest, row: KeyRow, data: Partial<KeyRow>): Promise<void> {
  await req.payload.db.updateOne({ collection: KEYS, id: row.id, data, returning: false })
}

/**
 * Applies the action under the key this send claimed, and keeps its answer. An action applied
 * (2xx) is answered again to every later send of the key. A refusal (4xx) changed nothing by the
 * doors' rule, so the key is let go: a later send is decided afresh, as the rules then stand (a day
 * since reopened, a session signed in again). A failure (5xx) may have come after part of the
 * action was written, so the key is kept as unknown and never applied again.
 */
async function apply(req: PayloadRequest, row: KeyRow, handle: () => Promise<Response>) {
  let response: Response
  try {
    response = await handle()
  } catch (error) {
    await settle(req, row, { state: 'unknown' }).catch(() => undefined)
    throw error
  }
  const status = response.status
  if (status >= 200 && status < 300) {
    const answer: unknown = await response.clone().json()
    await settle(req, row, { state: 'applied', answerStatus: status, answer })
  } else if (status >= 400 && status < 500) {
    await req.payload.db.deleteOne({ collection: KEYS, where: { id: { equals: row.id } } })
  } else {
    await settle(req, row, { state: 'unknown' })
  }
  return response
}

function replay(row: KeyRow): Response {
  return Response.json(row.answer, {
    status: row.answerStatus ?? 200,
    headers: { [REPLAYED_HEADER]: 'true' },
  })
}

const pause = () => new Promise((resolve) => setTimeout(resolve, POLL_MS))

/**
 * Answers a door's request at most once per key. A request without the `Idempotency-Key` header
 * is handled as ever. With one, the key must be a UUID (400 otherwise, nothing done); its first
 * send applies the action and each later send by the same member of staff for the same action
 * (door, target and body) gets that first answer again, status and body alike, with the header
 * `Idempotent-Replayed: true`, and writes nothing. The same key sent by someone else or for
 * another action is refused (409) and changes nothing. A send made while another send of the key
 * is being applied waits for its answer, and gives that.
 *
 * `target` names the door and what it acts on: `payments:<stay id>`, `housekeeping`.
 */
export async function answerOnce(
  req: PayloadRequest,
  target: string,
  fallback: string,
  handle: () => Promise<Response>,
): Promise<Response> {
  const key = req.headers.get(ACTION_KEY_HEADER)
  if (key === null) return handle()
  if (!isActionKey(key)) return refuse(400, MESSAGES.offline.badKey, 'badKey')
  // A stranger or an editor is refused by the door as ever, and nothing is kept for the key; so
  // is a body too large to read.
  if (!req.user || !hasBookingsRole(req.user)) return handle()
  if (Number(req.headers.get('content-length') ?? 0) > MAX_JSON_BYTES) return handle()
  try {
    const sender = `${req.user.collection}:${req.user.id}`
    const action = await actionOf(req, target)
    const until = Date.now() + WAIT_MS
    for (;;) {
      const claimed = await claim(req, key, sender, action)
      if (claimed) return await apply(req, claimed, handle)
      const row = await rowOf(req, key)
      // Let go between the two reads (its send was refused): this send claims it in turn.
      if (!row) {
        if (Date.now() > until) return refuse(409, MESSAGES.offline.inProgress, 'inProgress')
        continue
      }
      if (row.sender !== sender) return refuse(409, MESSAGES.offline.keyOtherStaff, 'keyReused')
      if (row.action !== action) return refuse(409, MESSAGES.offline.keyOtherAction, 'keyReused')
      if (row.state === 'applied') return replay(row)
      if (row.state === 'unknown' || Date.parse(row.createdAt) < Date.now() - LOST_AFTER_MS) {
        return refuse(409, MESSAGES.offline.outcomeUnknown, 'outcomeUnknown')
      }
      if (Date.now() > until) return refuse(409, MESSAGES.offline.inProgress, 'inProgress')
      await pause()
    }
  } catch (error) {
    return errorResponse(req, error, fallback)
  }
}

/** Whether this request is an action kept offline and sent later: it carries a key. */
export function isSentLater(req: PayloadRequest): boolean {
  return req.headers.has(ACTION_KEY_HEADER)
}
