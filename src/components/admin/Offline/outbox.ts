'use client'

import { mutate } from 'swr'

import { afterSend, toSend, type NewOutboxAction, type OutboxAction } from '@/lib/offline/outbox'
import { MESSAGES } from '@/lib/messages'

import { addAction, allActions, putAction, removeAction } from './outboxStore'
import { sendKept } from './sendKept'

/**
 * The outbox as the portal's screens see it: the stored actions, read again after every change,
 * for `useSyncExternalStore`. One run sends at a time, across this phone's tabs too (a Web Lock),
 * so two tabs coming back online do not race; a key sent twice anyway is applied once.
 */
let actions: OutboxAction[] = []
const listeners = new Set<() => void>()
const NONE: OutboxAction[] = []

export function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
export const snapshot = () => actions
export const serverSnapshot = () => NONE

export async function reloadOutbox(): Promise<void> {
  actions = await allActions()
  listeners.forEach((listener) => listener())
}

export async function keepAction(action: NewOutboxAction): Promise<void> {
  await addAction(action)
  await reloadOutbox()
}

/** A refusal staff have read goes; a waiting action is never dismissed. */
export async function dismissRefusal(action: OutboxAction): Promise<void> {
  if (action.state !== 'refused') return
  await removeAction(action.number)
  await reloadOutbox()
}

/** Every screen reading bookings, rooms or Today reads again: the sent actions are in them. */
export const reloadScreens = () =>
  mutate((key) => typeof key === 'string' && /^\/api\/(bookings|rooms|room-blocks)/.test(key))

async function run(staffId: string): Promise<number> {
  await reloadOutbox()
  let sent = 0
  for (const action of toSend(actions, staffId)) {
    const { answer } = await sendKept(action.url, action.key, action.body)
    const next = afterSend(answer, MESSAGES.outbox.sendFailed)
    if (next.outcome === 'waiting') break
    if (next.outcome === 'sent') {
      await removeAction(action.number)
      sent += 1
    } else {
      await putAction({ ...action, state: 'refused', refusal: next.message })
    }
    await reloadOutbox()
  }
  if (sent) await reloadScreens()
  return sent
}

let running: Promise<number> | null = null

/** Sends this member of staff's waiting actions, oldest first; answers how many were sent. */
export function sendWaiting(staffId: string): Promise<number> {
  if (running) return running
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined
  const go = () => run(staffId)
  running = (locks ? locks.request('portal-outbox', go) : go()).finally(() => {
    running = null
  })
  return running
}
