import type { PublicUser } from './publicUser'

import { initialSessionState, type SessionState } from './reducer'

/** Kept in the browser's storage under one root key, version 1, holding only the user slice. */
export const PERSIST_KEY = 'persist:root'
export const PERSIST_VERSION = 1

type Persisted = { version: number; user: SessionState }

/** What goes to storage: the user slice, never mid-request (a reload must not stay "loading"). */
export function serializeSession(state: SessionState): string {
  const persisted: Persisted = {
    version: PERSIST_VERSION,
    user: { currentUser: state.currentUser, error: state.error, loading: false },
  }
  return JSON.stringify(persisted)
}

function isPublicUser(value: unknown): value is PublicUser {
  if (typeof value !== 'object' || value === null) return false
  const user = value as Record<string, unknown>
  return (
    typeof user.id === 'string' && typeof user.email === 'string' && typeof user.name === 'string'
  )
}

/**
 * Reads what was stored. Anything from another version, or damaged by hand, counts as nothing:
 * the server is the judge of the session anyway, the store only saves a round trip for the name.
 */
export function deserializeSession(raw: string | null): SessionState {
  if (!raw) return initialSessionState
  try {
    const parsed = JSON.parse(raw) as Partial<Persisted>
    if (parsed.version !== PERSIST_VERSION || typeof parsed.user !== 'object' || !parsed.user) {
      return initialSessionState
    }
    const { currentUser, error } = parsed.user
    return {
      currentUser: isPublicUser(currentUser) ? currentUser : null,
      error: typeof error === 'string' ? error : null,
      loading: false,
    }
  } catch {
    return initialSessionState
  }
}
