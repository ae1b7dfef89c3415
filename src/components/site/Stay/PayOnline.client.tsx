'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'

import { buttonPrimary } from '@/components/ui/styles'
import { payOnline as text } from '@/lib/messages/payOnline'
import type { OnlinePaymentStatus } from '@/lib/payments/onlinePayment'
import type { PayOffer } from '@/lib/payments/payOffer'

/**
 * The waits between the page's questions on how a payment stands: every 2.5 s for two minutes,
 * while the guest approves on their phone and the gateway tells the house. The questions count
 * against a limit of their own (`RATE_LIMITS.stayPaymentStatus`), not the stay page's, so asking
 * this often never locks a guest out of their page.
 */
export const CHECK_WAITS_MS: readonly number[] = Array.from({ length: 48 }, () => 2500)

type Checked =
  | { state: 'checking' }
  | { state: 'received'; amount: number; receipt: string | null }
  | { state: 'failed'; message: string }
  | { state: 'pending' }

type PaymentAnswer = {
  status?: OnlinePaymentStatus
  amount?: number
  receipt?: string | null
  message?: string
}

type Answer = { ok: boolean; status: number; json: Record<string, unknown> }

async function readJson(url: string, init?: RequestInit): Promise<Answer> {
  try {
    const response = await fetch(url, { cache: 'no-store', ...init })
    const json = await response.json().catch(() => ({}))
    return { ok: response.ok, status: response.status, json }
  } catch {
    return { ok: false, status: 0, json: {} }
  }
}

/**
 * The guest's Pay button and, back from the gateway, how their payment stands. Paying opens the
 * gateway's page at the top level (a fetch, then a navigation: a form posting there would be
 * stopped by the site's `form-action 'self'`). Back from it, the page asks the server until the
 * gateway has answered: it says "received" only when the server does, never on the browser's word.
 */
export function PayOnline({
  startUrl,
  offer,
  statusUrl = null,
  highlighted = false,
  navigate = (url) => window.location.assign(url),
}: {
  /** Where a payment starts (`POST { purpose }`). */
  startUrl: string
  /** What is due now, or null when nothing is. */
  offer: PayOffer | null
  /** Where the payment the guest came back from is read, when they came back from one. */
  statusUrl?: string | null
  /** Opened from a payment link: the button is brought into view and marked. */
  highlighted?: boolean
  navigate?: (url: string) => void
}) {
  const router = useRouter()
  const sending = useRef(false)
  const box = useRef<HTMLDivElement>(null)
  const [opening, setOpening] = useState(false)
  const [error, setError] = useState('')
  const [checked, setChecked] = useState<Checked | null>(statusUrl ? { state: 'checking' } : null)

  useEffect(() => {
    if (highlighted) box.current?.scrollIntoView?.({ block: 'center' })
  }, [highlighted])

  // Back with the browser's Back button from the gateway's page: the button works again.
  useEffect(() => {
    const reset = (event: PageTransitionEvent) => {
      if (!event.persisted) return
      sending.current = false
      setOpening(false)
    }
    window.addEventListener('pageshow', reset)
    return () => window.removeEventListener('pageshow', reset)
  }, [])

  useEffect(() => {
    if (!statusUrl) return
    let stopped = false
    let timer: ReturnType<typeof setTimeout> | undefined
    let checks = 0
    const check = async () => {
      const { ok, status, json } = await readJson(statusUrl)
      if (stopped) return
      const answer = json as PaymentAnswer
      // Refused (a reference this stay never had, a link run out): asking again changes nothing.
      const refused = status >= 400 && status < 500 && status !== 429
      const wait = CHECK_WAITS_MS[checks++]
      if (ok && answer.status === 'paid') {
        setChecked({
          state: 'received',
          amount: answer.amount ?? 0,
          receipt: answer.receipt ?? null,
        })
        // The page's money block reads the ledger again, now holding the payment.
        router.refresh()
      } else if (refused || (ok && answer.status && answer.status !== 'pending')) {
        const told = (refused || answer.status === 'refused') && answer.message
        setChecked({ state: 'failed', message: told ? String(answer.message) : text.failed })
      } else if (wait === undefined || status === 429) {
        // Out of questions, or of the page's limit: the page shows it at the next visit.
        setChecked({ state: 'pending' })
      } else {
        // Still pending, or the phone's connection dropped: ask again shortly.
        timer = setTimeout(check, wait)
      }
    }
    void check()
    return () => {
      stopped = true
      clearTimeout(timer)
    }
  }, [statusUrl, router])

  async function pay() {
    // A second tap before the first is answered sends nothing.
    if (!offer || sending.current) return
    sending.current = true
    setOpening(true)
    setError('')
    const { ok, json } = await readJson(startUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ purpose: offer.purpose }),
    })
    if (ok && typeof json.redirectUrl === 'string') {
      // Stays "opening" while the browser leaves for the gateway.
      navigate(json.redirectUrl)
      return
    }
    sending.current = false
    setOpening(false)
    setError(typeof json.message === 'string' && json.message ? json.message : text.openFailed)
  }

  const state = checked?.state
  const canPay = offer && (!checked || state === 'failed')
  return (
    <div
      ref={box}
      id="pay"
      className={`space-y-2 rounded-xl ${highlighted ? 'p-3 ring-2 ring-brand-600' : ''}`}
      data-testid="pay-online"
    >
      <p role="status" className={state === 'received' ? 'font-semibold text-green-800' : ''}>
        {state === 'checking' && text.checking}
        {checked?.state === 'received' && text.received(checked.amount, checked.receipt)}
        {checked?.state === 'failed' && checked.message}
        {state === 'pending' && text.stillPending}
      </p>
      {canPay && (
        <>
          <button type="button" className={buttonPrimary} disabled={opening} onClick={pay}>
            {opening
              ? text.opening
              : offer.purpose === 'deposit'
                ? text.payDeposit(offer.amount)
                : text.payBalance(offer.amount)}
          </button>
          <p className="text-sm text-stone-600">{text.payHint}</p>
        </>
      )}
      <p role="alert">{error}</p>
    </div>
  )
}
