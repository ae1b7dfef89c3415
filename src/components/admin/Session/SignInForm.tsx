'use client'

import { useEffect, useState, type FormEvent } from 'react'

import { Field, fieldErrorId } from '@/components/ui/Field'
import { fetchJson } from '@/components/ui/fetchJson'
import { forgetEndedSession, forgetPortalCopies } from '@/components/admin/Offline/forgetCopies'
import { portalInput } from '@/components/ui/styles'
import { API } from '@/lib/apiRoutes'
import type { PublicUser } from '@/lib/session/publicUser'
import { cn } from '@/lib/cn'
import { MESSAGES } from '@/lib/messages'
import { landingAfterSignIn } from '@/lib/session/home'
import { safeNextPath } from '@/lib/session/nextPath'
import { validateSignIn, type SignInErrors } from '@/lib/validation/signIn'

import { SessionProvider, useSession } from './'

function Form({ next }: { next: string }) {
  const { state, dispatch } = useSession()
  const [values, setValues] = useState({ email: '', password: '' })
  const [errors, setErrors] = useState<SignInErrors>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [showPassword, setShowPassword] = useState(false)
  const loading = state.loading

  // Shown only with no session: whatever this phone still kept for one is taken off it.
  useEffect(() => {
    void forgetEndedSession()
  }, [])

  function edit(field: 'email' | 'password', value: string) {
    setValues((current) => ({ ...current, [field]: value }))
    setErrors((current) => ({ ...current, [field]: undefined }))
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (loading) return
    const found = validateSignIn(values)
    setErrors(found)
    if (found.email || found.password) {
      document.getElementById(found.email ? 'sign-in-email' : 'sign-in-password')?.focus()
      return
    }
    setFormError(null)
    dispatch({ type: 'signIn/start' })
    try {
      const user = await fetchJson<PublicUser & { success: true }>(
        API.auth.signIn,
        {
          method: 'POST',
          body: JSON.stringify({ email: values.email.trim(), password: values.password }),
        },
        MESSAGES.signIn.failed,
      )
      const { success: _success, ...publicUser } = user
      if (publicUser.role !== 'admin' && publicUser.role !== 'reception') {
        // The portal's server gate would only send this account back here.
        dispatch({ type: 'signIn/failure', payload: MESSAGES.auth.adminOnly })
        setFormError(MESSAGES.auth.adminOnly)
        return
      }
      dispatch({ type: 'signIn/success', payload: publicUser })
      // Whoever used this phone before may never have signed out: nothing they kept stays.
      await forgetPortalCopies()
      // A full load so the server gate sees the new cookie and renders the shell with the account.
      window.location.assign(landingAfterSignIn(publicUser.role, next))
    } catch (error) {
      const message = (error as Error).message || MESSAGES.signIn.failed
      dispatch({ type: 'signIn/failure', payload: message })
      setFormError(message)
    }
  }

  return (
    <form
      // Posted, never a GET: a submit before scripts load must not put the password in the address.
      method="post"
      noValidate
      onSubmit={submit}
      className="space-y-5"
      aria-describedby="sign-in-error"
    >
      <div id="sign-in-error" aria-live="assertive">
        {formError && (
          <p
            role="alert"
            className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
          >
            {formError}
          </p>
        )}
      </div>
      <Field id="sign-in-email" label="Email" error={errors.email} look="portal">
        <input
          id="sign-in-email"
          name="email"
          type="email"
          inputMode="email"
          autoComplete="username"
          value={values.email}
          onChange={(event) => edit('email', event.target.value)}
          aria-invalid={Boolean(errors.email)}
          aria-describedby={fieldErrorId('sign-in-email')}
          className={cn(portalInput, errors.email ? 'border-red-500' : 'border-stone-300')}
        />
      </Field>
      <Field id="sign-in-password" label="Password" error={errors.password} look="portal">
        <div className="relative">
          <input
            id="sign-in-password"
            name="password"
            type={showPassword ? 'text' : 'password'}
            autoComplete="current-password"
            value={values.password}
            onChange={(event) => edit('password', event.target.value)}
            aria-invalid={Boolean(errors.password)}
            aria-describedby={fieldErrorId('sign-in-password')}
            className={cn(
              portalInput,
              'pr-20',
              errors.password ? 'border-red-500' : 'border-stone-300',
            )}
          />
          <button
            type="button"
            onClick={() => setShowPassword((shown) => !shown)}
            aria-pressed={showPassword}
            aria-controls="sign-in-password"
            className="absolute inset-y-0 right-0 mt-1 px-3 text-sm font-medium text-brand-700 hover:text-brand-900"
          >
            {showPassword ? 'Hide' : 'Show'}
            <span className="sr-only"> password</span>
          </button>
        </div>
      </Field>
      <button
        type="submit"
        disabled={loading}
        className="w-full rounded-lg bg-brand-700 px-4 py-3 text-base font-semibold text-white hover:bg-brand-900 disabled:cursor-wait disabled:opacity-70"
      >
        {loading ? 'Signing In...' : 'Sign In'}
      </button>
    </form>
  )
}

export function SignInForm({ next }: { next?: string }) {
  return (
    <SessionProvider>
      <Form next={safeNextPath(next)} />
    </SessionProvider>
  )
}
