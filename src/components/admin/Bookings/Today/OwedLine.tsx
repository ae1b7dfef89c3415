import Link from 'next/link'

import { MESSAGES } from '@/lib/messages'
import type { OwedSum } from '@/lib/reports/owed'

const T = MESSAGES.owed

/** What guests who have left still owe, on the desk's day, a tap from the list that chases it. */
export function OwedLine({ owed }: { owed: OwedSum }) {
  return (
    <p role="status" className="rounded-lg bg-amber-50 p-3 text-amber-900" data-testid="desk-owed">
      {T.totalLine(owed.count, owed.total)}{' '}
      <Link href="/admin/owed" className="font-semibold text-brand-700 underline">
        {T.seeList}
      </Link>
    </p>
  )
}
