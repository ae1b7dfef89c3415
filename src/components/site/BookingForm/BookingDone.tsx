import { useEffect, useRef } from 'react'

import { Icon } from '@/components/ui/Icon'
import { buttonOutline, buttonWhatsapp } from '@/components/ui/styles'
import { bookingRequest as requestText } from '@/lib/messages/bookingRequest'
import { displayPhone, telLink } from '@/lib/phone'

type Props = {
  /** The stored request's reference; null when storing failed and WhatsApp opened without one. */
  reference: string | null
  whatsappUrl: string
  phones: string[]
  onAgain: () => void
}

/** After sending: the reference to quote, the house's numbers, and WhatsApp again if it did not open. */
export function BookingDone({ reference, whatsappUrl, phones, onAgain }: Props) {
  const titleRef = useRef<HTMLHeadingElement>(null)
  // The answer replaces a long form: the page would otherwise stay scrolled far below it with
  // focus lost on the body. Focus on the heading brings it into view and a screen reader reads it.
  useEffect(() => {
    titleRef.current?.focus()
    titleRef.current?.scrollIntoView?.({ block: 'start' })
  }, [])
  return (
    <section aria-labelledby="booking-done-title" className="space-y-4" data-testid="booking-done">
      <h2
        id="booking-done-title"
        ref={titleRef}
        tabIndex={-1}
        aria-describedby="booking-done-text"
        className="scroll-mt-28 font-display text-2xl font-bold text-stone-900 outline-none"
      >
        {reference ? 'Request received' : 'Request not saved'}
      </h2>
      {reference ? (
        <p id="booking-done-text" className="text-stone-800">
          Your reference is{' '}
          <strong className="font-mono text-2xl tracking-wider" data-testid="booking-reference">
            {reference}
          </strong>
          . Send the WhatsApp message that opened, and quote the reference when you call. Your room
          is confirmed once we reply.
        </p>
      ) : (
        <p
          id="booking-done-text"
          className="rounded-lg bg-amber-50 p-4 text-amber-900"
          role="alert"
        >
          {requestText.storedNot}
        </p>
      )}
      <div className="flex flex-col gap-3 sm:flex-row">
        <a href={whatsappUrl} target="_blank" rel="noopener noreferrer" className={buttonWhatsapp}>
          <Icon name="whatsapp" className="h-4 w-4" />
          Open WhatsApp again
        </a>
        {phones.map((phone) => (
          <a key={phone} href={telLink(phone)} className={buttonOutline}>
            <Icon name="phone" className="h-4 w-4" />
            Call {displayPhone(phone)}
          </a>
        ))}
      </div>
      <button
        type="button"
        onClick={onAgain}
        className="text-sm font-semibold text-brand-700 underline"
      >
        Make another request
      </button>
    </section>
  )
}
