'use client'

import { useEffect, useState } from 'react'

import { API } from '@/lib/apiRoutes'
import { guestRegister as text } from '@/lib/messages/guestRegister'

import { postRegistration, RegisterOnlineForm } from './RegisterOnlineForm.client'

type Status = { registered: number; guests: number; open: boolean; retentionMonths: number }

/**
 * The guest's part of the register on their stay page: each adult registers before arriving
 * (staff see them as registered online), and the page says what is kept and for how long.
 */
export function RegisterOnline({ token }: { token: string }) {
  const [status, setStatus] = useState<Status | null>(null)
  const [done, setDone] = useState('')
  const [round, setRound] = useState(0)

  useEffect(() => {
    let live = true
    fetch(API.stayRegister(token), { cache: 'no-store' })
      .then((response) => (response.ok ? (response.json() as Promise<Status>) : null))
      .then((answer) => {
        if (live && answer) setStatus(answer)
      })
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [token, round])

  if (!status) return null
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
      {status.open && !allIn && (
        <RegisterOnlineForm
          key={round}
          idPrefix="stay-register"
          look="site"
          submitLabel="Register"
          onSubmit={async (values) => {
            const answer = await postRegistration(API.stayRegister(token), values)
            if (answer.ok) {
              setDone(answer.message)
              setRound((n) => n + 1)
            }
            return answer
          }}
        />
      )}
      <p className="text-sm text-stone-600">{text.guestKept(status.retentionMonths)}</p>
    </section>
  )
}
