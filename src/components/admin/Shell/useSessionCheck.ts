'use client'

import { useEffect } from 'react'
import { toast } from 'react-toastify'

import { fetchJson, FetchError } from '@/components/ui/fetchJson'
import { API } from '@/lib/apiRoutes'
import type { PublicUser } from '@/lib/session/publicUser'
import { PERSIST_KEY } from '@/lib/session/persist'

import { forgetEndedSession } from '@/components/admin/Offline/forgetCopies'
import { useSession } from '@/components/admin/Session'

function goToSignIn() {
  // A full load, so no admin page stays in the router cache.
  // eslint-disable-next-line @next/next/no-location-assign-relative-destination
  window.location.assign('/sign-in')
}

/**
 * The shell asks the server on load whether the session still holds: any answer but "yes" signs
 * the portal out here too, and what the phone kept for offline goes with it: the worker's copies
 * and, through the sign-out door's answer (`Clear-Site-Data`), the browser's. No answer at all
 * (offline) leaves staff on the page, which shows its kept copy and says so.
 */
export function useSessionCheck() {
  const { dispatch } = useSession()

  useEffect(() => {
    let cancelled = false
    const signOut = () => {
      dispatch({ type: 'signOut/success' })
      window.localStorage.removeItem(PERSIST_KEY)
      void forgetEndedSession().finally(goToSignIn)
    }
    fetchJson<{ success?: boolean; user?: PublicUser; alerts?: string[] } | null>(API.auth.verify, {
      method: 'POST',
    })
      .then((body) => {
        if (cancelled) return
        if (body?.success !== true || !body.user) return signOut()
        dispatch({ type: 'updateUser/success', payload: body.user })
        // Someone guessing at an account's password: stays until the admin closes it.
        for (const alert of body.alerts ?? []) {
          toast.warn(alert, { toastId: alert, autoClose: false })
        }
      })
      .catch((error: unknown) => {
        if (cancelled) return
        if (error instanceof FetchError && error.status !== 0) signOut()
      })
    return () => {
      cancelled = true
    }
  }, [dispatch])

  useEffect(() => {
    // Back after signing out can restore this page from memory; a fresh load asks the server again.
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) window.location.reload()
    }
    window.addEventListener('pageshow', onPageShow)
    return () => window.removeEventListener('pageshow', onPageShow)
  }, [])
}
