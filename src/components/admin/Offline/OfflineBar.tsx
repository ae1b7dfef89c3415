'use client'

import { useEffect } from 'react'
import { toast } from 'react-toastify'

import { buttonClass } from '@/components/ui/styles'
import { timeInGhana } from '@/lib/dates'
import { MESSAGES } from '@/lib/messages'

import { dismissRefusal, reloadOutbox, sendWaiting } from './outbox'
import { usePortalWorker } from './portalWorker'
import { useCopyTime, useOnline, useStaffOutbox } from './useOutbox'

const T = MESSAGES.outbox
const RETRY_MS = 20_000

function send(staffId: string) {
  void sendWaiting(staffId).then((sent) => {
    if (sent) toast.success(T.sent(sent))
  })
}

/**
 * The portal's offline state, under its header: "Offline — as of 09:42" while the network is gone,
 * how many actions wait to be sent, and each refusal the server gave one of them, kept until
 * staff dismiss it. It also starts the worker and sends the waiting actions on load and whenever
 * the network returns.
 */
export function OfflineBar({ staffId }: { staffId: string }) {
  const online = useOnline()
  const asOf = useCopyTime()
  const mine = useStaffOutbox()
  const waiting = mine.filter((action) => action.state === 'waiting').length
  const refused = mine.filter((action) => action.state === 'refused')
  usePortalWorker(staffId)

  // Sent on load, and whenever the network is back: the browser says so, or a read reached the
  // server again. While actions wait, tried now and then too, for a line that says nothing.
  useEffect(() => {
    void reloadOutbox()
  }, [])
  useEffect(() => {
    if (online) send(staffId)
  }, [online, staffId])
  useEffect(() => {
    if (!waiting) return
    const timer = window.setInterval(() => send(staffId), RETRY_MS)
    return () => window.clearInterval(timer)
  }, [waiting, staffId])

  if (online && !waiting && !refused.length) return null
  return (
    <div className="space-y-2 px-3 pt-3 sm:px-6 print:hidden" data-testid="offline-bar">
      {(!online || waiting > 0) && (
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg bg-stone-800 px-3 py-2 text-sm font-medium text-white">
          {!online && (
            <span data-testid="offline-as-of">
              {asOf ? T.offlineAsOf(timeInGhana(asOf)) : T.offlineNoCopy}
            </span>
          )}
          {waiting > 0 && <span data-testid="waiting-count">{T.waitingCount(waiting)}</span>}
        </p>
      )}
      {refused.map((action) => (
        <div
          key={action.number}
          role="alert"
          className="rounded-lg bg-red-50 p-3 text-sm text-red-900 ring-1 ring-red-200"
          data-testid="outbox-refusal"
        >
          <p className="font-semibold">
            {T.refusedTitle}: {action.label}
          </p>
          <p>{action.refusal}</p>
          <p>{T.refusedAdvice}</p>
          <button
            type="button"
            className={`${buttonClass.secondary} mt-2`}
            onClick={() => void dismissRefusal(action)}
          >
            {T.dismiss}
          </button>
        </div>
      ))}
    </div>
  )
}
