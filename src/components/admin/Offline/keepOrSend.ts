'use client'

import { FetchError } from '@/components/ui/fetchJson'
import { MESSAGES } from '@/lib/messages'
import { afterSend, newActionKey, type NewOutboxAction } from '@/lib/offline/outbox'

import { keepAction } from './outbox'
import { sendKept } from './sendKept'

export type ActionDraft = Omit<NewOutboxAction, 'key' | 'madeAt'>

/**
 * An action that may wait for the network, made now: its key is made here, once. Offline, or when
 * the network fails under the send, it is kept on the phone with that key and sent later; online
 * it is sent at once and answered as before: the server's document, or its refusal or fault.
 * A phone that cannot keep it (its storage full, or private browsing refusing IndexedDB) says so
 * as a refusal: the form stays as typed and nothing claims to wait.
 */
export async function keepOrSend(
  draft: ActionDraft,
  fallback: string,
): Promise<{ sent: unknown } | { kept: true } | { refused: FetchError }> {
  const action: NewOutboxAction = {
    ...draft,
    key: newActionKey(),
    madeAt: new Date().toISOString(),
  }
  if (!navigator.onLine) return keep(action)
  const { answer, json } = await sendKept(action.url, action.key, action.body)
  if (answer.ok) return { sent: json }
  // No answer: the network went under the send, so it waits with its key (the server applies it
  // once, had it arrived). Any answer, a server fault too, is shown now to the one who made it.
  if (answer.status === 0) return keep(action)
  const next = afterSend(answer, fallback)
  const message = next.outcome === 'refused' ? next.message : (answer.message ?? fallback)
  return { refused: new FetchError(message, answer.status, true) }
}

async function keep(action: NewOutboxAction): Promise<{ kept: true } | { refused: FetchError }> {
  try {
    await keepAction(action)
    return { kept: true }
  } catch {
    return { refused: new FetchError(MESSAGES.outbox.notKept, 0, false) }
  }
}
