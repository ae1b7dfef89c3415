import type { Metadata } from 'next'
import { redirect } from 'next/navigation'

import { Month } from '@/components/admin/Money/Month'
import { currentAdmin } from '@/data/currentAdmin'
import { month } from '@/lib/messages/month'

export const metadata: Metadata = { title: month.title }

export default async function MonthPage() {
  // The owner's figures are for admins: reception's home is the desk.
  if ((await currentAdmin())?.role !== 'admin') redirect('/admin/bookings')
  return <Month />
}
