import { describe, expect, it } from '@jest/globals'

import {
  actionsOfStay,
  afterSend,
  newActionKey,
  toSend,
  waitingMarkOf,
  type OutboxAction,
} from '@/lib/offline/outbox'

const action = (number: number, extra: Partial<OutboxAction> = {}): OutboxAction => ({
  number,
  key: `key-${number}`,
  staffId: '1',
  kind: 'payment',
  url: '/api/bookings/7/payments',
  body: { amount: '50' },
  stayId: '7',
  label: `action ${number}`,
  madeAt: '2026-06-10T09:42:00.000Z',
  state: 'waiting',
  ...extra,
})

const noAnswer = { ok: false as const, status: 0, message: null, retryAfter: false }

describe('the order actions are sent in', () => {
  it('sends the oldest first, whatever order the store hands them back in', () => {
    const sent = toSend([action(3), action(1), action(2)], '1')
    expect(sent.map((a) => a.number)).toEqual([1, 2, 3])
  })

  it('sends only the signed-in member of staff’s, and never a refused one again', () => {
    const sent = toSend(
      [action(1, { staffId: '2' }), action(2, { state: 'refused', refusal: 'no' }), action(3)],
      '1',
    )
    expect(sent.map((a) => a.number)).toEqual([3])
  })
})

describe('what a send leaves behind', () => {
  it('takes a sent action out, a replayed answer for its key included', () => {
    expect(afterSend({ ok: true }, 'failed')).toEqual({ outcome: 'sent' })
  })

  it('keeps the action waiting when no answer came, the server failed or asked to wait', () => {
    expect.assertions(5)
    for (const answer of [
      noAnswer,
      { ...noAnswer, status: 502 },
      { ...noAnswer, status: 401 },
      { ...noAnswer, status: 429 },
      { ...noAnswer, status: 409, retryAfter: true },
    ]) {
      expect(afterSend(answer, 'failed')).toEqual({ outcome: 'waiting' })
    }
  })

  it('keeps a refusal with the server’s own reason, to show until dismissed', () => {
    const stale = 'This stay was cancelled at 10:05 by Ama while you were offline.'
    expect(afterSend({ ...noAnswer, status: 409, message: stale }, 'failed')).toEqual({
      outcome: 'refused',
      message: stale,
    })
    expect(afterSend({ ...noAnswer, status: 400 }, 'Could not send')).toEqual({
      outcome: 'refused',
      message: 'Could not send',
    })
  })
})

describe('a retried action keeps its key', () => {
  it('is sent with the key it was made with on every try', () => {
    const made = action(1, { key: newActionKey() })
    const first = toSend([made], '1')[0]
    // A failed try leaves the stored action untouched; the next run reads the same one.
    expect(afterSend(noAnswer, 'failed').outcome).toBe('waiting')
    const second = toSend([made], '1')[0]
    expect(second.key).toBe(first.key)
  })

  it('makes a UUID v4 for each new action, never the same twice', () => {
    const keys = new Set(Array.from({ length: 50 }, newActionKey))
    expect(keys.size).toBe(50)
    expect([...keys][0]).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    )
  })
})

describe('what screens show while actions wait', () => {
  it('lists a stay’s actions in the order made', () => {
    const listed = actionsOfStay([action(2), action(1, { stayId: '8' }), action(0)], '7')
    expect(listed.map((a) => a.number)).toEqual([0, 2])
  })

  it('shows a room in the state of its latest waiting mark', () => {
    const mark = (number: number, status: string, state: OutboxAction['state'] = 'waiting') =>
      action(number, { kind: 'housekeeping', roomId: 'r1', body: { status }, state })
    expect(waitingMarkOf([mark(1, 'dirty'), mark(2, 'clean')], 'r1')).toBe('clean')
    expect(waitingMarkOf([mark(1, 'clean'), mark(2, 'dirty', 'refused')], 'r1')).toBe('clean')
    expect(waitingMarkOf([mark(1, 'clean')], 'r2')).toBeUndefined()
  })
})
