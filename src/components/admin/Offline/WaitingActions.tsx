'use client'

import { actionsOfStay } from '@/lib/offline/outbox'
import { MESSAGES } from '@/lib/messages'

import { useStaffOutbox } from './useOutbox'

/**
 * A stay's actions kept on this phone: each waiting to be sent, in the order made. A refusal is
 * shown in the portal's bar until dismissed, so it is not repeated here.
 */
export function WaitingActions({ stayId }: { stayId: string }) {
  const mine = useStaffOutbox()
  const waiting = actionsOfStay(mine, stayId).filter((action) => action.state === 'waiting')
  if (!waiting.length) return null
  return (
    <ul
      className="space-y-1 rounded-lg bg-amber-50 p-3 text-sm ring-1 ring-amber-200"
      data-testid="waiting-actions"
    >
      {waiting.map((action) => (
        <li key={action.number} className="flex flex-wrap justify-between gap-2">
          <span>
            {action.number}. {action.label}
          </span>
          <span className="font-semibold text-amber-800">{MESSAGES.outbox.waiting}</span>
        </li>
      ))}
    </ul>
  )
}
