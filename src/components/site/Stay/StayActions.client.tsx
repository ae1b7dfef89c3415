'use client'

import { useState, type FormEvent } from 'react'

import { buttonOutline, buttonPrimary, inputBase } from '@/components/ui/styles'
import { stayMessages as stayMessagesText } from '@/lib/messages/stayMessages'

type Answer = { ok: boolean; message: string }

async function post(url: string, body: unknown): Promise<Answer> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    })
    const json = (await response.json().catch(() => ({}))) as { message?: string }
    return { ok: response.ok, message: json.message || stayMessagesText.sendFailed }
  } catch {
    return { ok: false, message: stayMessagesText.sendFailed }
  }
}

/** The guest's one change: asking to cancel, which staff confirm. */
export function CancelRequest({ url }: { url: string }) {
  const [asking, setAsking] = useState(false)
  const [answer, setAnswer] = useState<Answer | null>(null)
  if (answer?.ok) return <p role="status">{answer.message}</p>
  return (
    <div className="space-y-2">
      {asking ? (
        <>
          <p>Ask us to cancel this stay? We will confirm it with you by phone or WhatsApp.</p>
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className={buttonPrimary}
              onClick={async () => setAnswer(await post(url, {}))}
            >
              Yes, ask to cancel
            </button>
            <button type="button" className={buttonOutline} onClick={() => setAsking(false)}>
              Keep my stay
            </button>
          </div>
        </>
      ) : (
        <button type="button" className={buttonOutline} onClick={() => setAsking(true)}>
          Ask to cancel
        </button>
      )}
      <p role="alert">{answer && !answer.ok ? answer.message : ''}</p>
    </div>
  )
}

/** A rating and a few lines, with the guest's consent to show their first name. */
export function ReviewForm({ url }: { url: string }) {
  const [answer, setAnswer] = useState<Answer | null>(null)
  const [sending, setSending] = useState(false)
  if (answer?.ok) return <p role="status">{answer.message}</p>

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    setSending(true)
    setAnswer(
      await post(url, {
        rating: Number(form.get('rating')),
        text: String(form.get('text') ?? ''),
        publishName: form.get('publishName') === 'on',
      }),
    )
    setSending(false)
  }

  return (
    <form onSubmit={submit} className="space-y-3" aria-describedby="review-error">
      <fieldset>
        <legend className="font-medium">Your rating</legend>
        <div className="flex gap-3">
          {[1, 2, 3, 4, 5].map((value) => (
            <label key={value} className="flex min-h-11 items-center gap-1">
              <input type="radio" name="rating" value={value} required /> {value}
            </label>
          ))}
        </div>
      </fieldset>
      <label className="block">
        <span className="font-medium">A few lines about your stay</span>
        <textarea
          name="text"
          required
          minLength={3}
          maxLength={600}
          rows={4}
          className={inputBase}
        />
      </label>
      <label className="flex items-center gap-2">
        <input type="checkbox" name="publishName" /> Show my first name with it
      </label>
      <button type="submit" className={buttonPrimary} disabled={sending}>
        Send my review
      </button>
      <p id="review-error" role="alert">
        {answer && !answer.ok ? answer.message : ''}
      </p>
    </form>
  )
}
