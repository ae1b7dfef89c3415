'use client'

import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  type Dispatch,
  type ReactNode,
} from 'react'

import { API } from '@/lib/apiRoutes'
import type { PublicUser } from '@/lib/session/publicUser'
import { deserializeSession, PERSIST_KEY, serializeSession } from '@/lib/session/persist'
import {
  initialSessionState,
  sessionReducer,
  type SessionAction,
  type SessionState,
} from '@/lib/session/reducer'

import { fetchJson } from '@/components/ui/fetchJson'

import { forgetPortalCopies } from '@/components/admin/Offline/forgetCopies'

type SessionContextValue = {
  state: SessionState
  dispatch: Dispatch<SessionAction>
  /** Logout: mark the start, call the server, store its answer, purge the saved state, go where the server says. */
  signOut: () => Promise<void>
}

const SessionContext = createContext<SessionContextValue | null>(null)

function readStorage(): string | null {
  try {
    return window.localStorage.getItem(PERSIST_KEY)
  } catch {
    return null
  }
}

function writeStorage(value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(PERSIST_KEY)
    else window.localStorage.setItem(PERSIST_KEY, value)
  } catch {
    // Private mode or a full disk: the session still works, it is just not remembered.
  }
}

export function SessionProvider({
  children,
  serverUser = null,
}: {
  children: ReactNode
  /** The user the server already checked for this request; wins over anything stored. */
  serverUser?: PublicUser | null
}) {
  const [state, dispatch] = useReducer(
    sessionReducer,
    serverUser ? { currentUser: serverUser, error: null, loading: false } : initialSessionState,
  )
  const hydrated = useRef(false)
  const purged = useRef(false)

  useEffect(() => {
    if (!serverUser) dispatch({ type: 'rehydrate', payload: deserializeSession(readStorage()) })
    hydrated.current = true
    // Only on mount: later server users arrive through updateUser.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  useEffect(() => {
    if (!hydrated.current || purged.current) return
    // Signed out with nothing to remember: nothing stays on the device.
    writeStorage(state.currentUser || state.error ? serializeSession(state) : null)
  }, [state])

  const signOut = useCallback(async () => {
    dispatch({ type: 'signOut/start' })
    let redirectTo = '/sign-in'
    try {
      const answer = await fetchJson<{ success: boolean; message: string; redirectTo?: string }>(
        API.auth.signOut,
        { method: 'POST' },
        'Sign out failed',
      )
      dispatch({ type: 'signOut/success' })
      if (answer.redirectTo?.startsWith('/')) redirectTo = answer.redirectTo
    } catch (error) {
      dispatch({ type: 'signOut/failure', payload: (error as Error).message })
    }
    purged.current = true
    writeStorage(null)
    await forgetPortalCopies()
    // A full page load, not a client navigation: the router cache must not keep admin pages.
    window.location.assign(redirectTo)
  }, [])

  const value = useMemo(() => ({ state, dispatch, signOut }), [state, signOut])
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>
}

/** The signed-in member of staff's id, or '' outside the portal's shell (nobody to keep for). */
export function useStaffId(): string {
  return useContext(SessionContext)?.state.currentUser?.id ?? ''
}

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext)
  if (!value) throw new Error('useSession must be used inside <SessionProvider>')
  return value
}
