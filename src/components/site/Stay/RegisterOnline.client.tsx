'use client'

import { lazy, Suspense, useState } from 'react'

import { buttonOutline } from '@/components/ui/styles'
import { API } from '@/lib/apiRoutes'
import type { StayRegisterStatus } from '@/lib/guestRegister/stayRegisterStatus'
import { guestRegister as text } from '@/lib/messages/guestRegister'

// The form is most of the register's code and a guest fills it once, if at all: it loads when
// the guest asks for it, never with the page.
const RegisterOnlineForm = lazy(() =>
  import('./RegisterOnlineForm.client').then((module) => ({ default: module.RegisterOnlineForm })),
)

/**
 * The guest's part of the register on their stay page: each adult registers before arriving
 * (staff see them as registered online), and the page says what is kept and for how long. The
 * counts come with the page (`initial`), so the section is there from the first paint and moves
 * nothing under the guest's thumb; they are read again after each registration.
 */
export function RegisterOnline({ token, initial }: { token: string; initial: StayRegisterStatus }) {
  const [status, setStatus] = useState(initial)
  const [done, setDone] = useState('')
  const [open, setOpen] = useState(false)
  const [round, setRound] = useState(0)

  async function reread() {
    const response = await fetch(API.stayRegister(token), { cache: 'no-store' }).catch(() => null)
    if (response?.ok) setStatus((await response.json()) as StayRegisterStatus)
  }

  const allIn = status.registered >= status.guests
  return (
    <section aria-labelledby="stay-register" className="space-y-3" data-testid="stay-register">
      <h2 id="stay-register" className="text-lg font-semibold">
        Register before you arrive
      </h2>
      <p>{text.guestIntro}</p>
      <p data-testid="stay-register-count">
        {text.guestRegisteredCount(status.registered, status.guests)}
      </p>
      {done && <p role="status">{done}</p>}
      {status.open && !allIn && !open && (
        <button type="button" className={buttonOutline} onClick={() => setOpen(true)}>
          {text.guestOpenForm}
        </button>
      )}
      {status.open && !allIn && open && (
        <Suspense fallback={<p role="status">{text.guestOpening}</p>}>
          <RegisterOnlineForm
            key={round}
            idPrefix="stay-register"
            look="site"
            submitLabel="Register"
            onSubmit={async (values) => {
              const { postRegistration } = await import('./RegisterOnlineForm.client')
              const answer = await postRegistration(API.stayRegister(token), values)
              if (answer.ok) {
                setDone(answer.message)
                setRound((n) => n + 1)
                await reread()
              }
              return answer
            }}
          />
        </Suspense>
      )}
      <p className="text-sm text-stone-600">{text.guestKept(status.retentionMonths)}</p>
    </section>
  )
}
