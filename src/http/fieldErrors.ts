import type { AfterErrorHook } from 'payload'

type Refusal = { status?: number; data?: { errors?: unknown } }

/**
 * Keeps each field's reason in a REST refusal. Payload lists them (`data.errors`: each field's
 * path and message) only for an error it recognises by its class, and in the built server the
 * class a collection's hook throws and the one Payload's formatter checks are two copies: forms in
 * the portal and in `/cms` were answered "The following field is invalid: from" instead of why.
 * A refusal (not a fault, which tells nothing) carrying field reasons is answered with them.
 */
export const keepFieldErrors: AfterErrorHook = ({ error, result }) => {
  const { status = 500, data } = error as Refusal
  if (status >= 500 || !Array.isArray(data?.errors) || data.errors.length === 0) return
  return {
    response: { ...result, errors: [{ name: error.name, message: error.message, data }] },
  }
}
