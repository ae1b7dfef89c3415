import type { Metadata } from 'next'
import { redirect } from 'next/navigation'

import { Dashboard } from '@/components/admin/Money/Dashboard'
import { currentAdmin } from '@/data/currentAdmin'
import { RECEPTION_HOME } from '@/lib/session/home'

export const metadata: Metadata = { title: 'Dashboard' }

export default async function DashboardPage() {
  // Reception runs the booking desk and nothing else: its home is the desk's day.
  if ((await currentAdmin())?.role === 'reception') redirect(RECEPTION_HOME)
  return <Dashboard />
}
