import { rates as ratesText } from '@/lib/messages/rates'

/**
 * The reasons Payload gives for a refused season, each once: its validation errors carry one
 * message per field; any other refusal has a message of its own.
 */
export function refusalMessages(body: unknown): string[] {
  const errors = (
    body as { errors?: { message?: string; data?: { errors?: { message?: string }[] } }[] } | null
  )?.errors
  const fieldMessages = (errors ?? []).flatMap((error) =>
    (error.data?.errors ?? []).map((field) => field.message ?? ''),
  )
  const messages = fieldMessages.length
    ? fieldMessages
    : (errors ?? []).map((error) => error.message ?? '')
  const found = [...new Set(messages.filter(Boolean))]
  return found.length ? found : [ratesText.seasonSaveFailed]
}
