import type { Metadata } from 'next'

import { CashUp } from '@/components/admin/Money/CashUp'
import { isCalendarDay } from '@/lib/dates'

export const metadata: Metadata = { title: 'Cash-up' }

/** `?day=YYYY-MM-DD` opens that day's cash-up (Today links to a day left open); today otherwise. */
export default async function CashUpPage({
  searchParams,
}: {
  searchParams: Promise<{ day?: string }>
}) {
  const { day } = await searchParams
  return <CashUp initialDay={day && isCalendarDay(day) ? day : undefined} />
}
