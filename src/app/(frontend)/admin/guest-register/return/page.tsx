import type { Metadata } from 'next'

import { FridayReturn } from '@/components/admin/GuestRegister/FridayReturn'
import { isCalendarDay } from '@/lib/dates'

export const metadata: Metadata = { title: 'Friday return' }

/** `?week=YYYY-MM-DD` opens the week of that day (Today links to the week due); last week otherwise. */
export default async function FridayReturnPage({
  searchParams,
}: {
  searchParams: Promise<{ week?: string }>
}) {
  const { week } = await searchParams
  return <FridayReturn initialWeek={week && isCalendarDay(week) ? week : undefined} />
}
