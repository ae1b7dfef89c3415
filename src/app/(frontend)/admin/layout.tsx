import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import type { ReactNode } from 'react'

import { AdminShell } from '@/components/admin/Shell'
import { StaffIconSymbols } from '@/components/ui/Icon/symbols'
import { Toasts } from '@/components/ui/Toasts'
import { ADMIN_PATH_HEADER, safeNextPath } from '@/lib/session/nextPath'

import { currentAdmin } from '@/data/currentAdmin'

import './admin.css'

export const metadata: Metadata = {
  title: { default: 'Staff portal', template: '%s · Staff portal' },
  robots: { index: false, follow: false },
  // The portal installs as an app of its own, opening on Today (and offline, src/serviceWorker).
  manifest: '/admin.webmanifest',
}

// Every request is checked against the session: nothing here may be served from a cache.
export const dynamic = 'force-dynamic'

export default async function AdminLayout({ children }: { children: ReactNode }) {
  const user = await currentAdmin()
  if (!user) {
    const asked = safeNextPath((await headers()).get(ADMIN_PATH_HEADER))
    redirect(`/sign-in?next=${encodeURIComponent(asked)}`)
  }
  return (
    <>
      <StaffIconSymbols />
      <AdminShell user={user}>{children}</AdminShell>
      <Toasts />
    </>
  )
}
