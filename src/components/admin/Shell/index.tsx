'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'
import { useEffect, useState, type ReactNode } from 'react'

import { Icon } from '@/components/ui/Icon'
import type { PublicUser } from '@/lib/session/publicUser'
import { cn } from '@/lib/cn'

import { OfflineBar } from '@/components/admin/Offline/OfflineBar'
import { SessionProvider, useSession } from '@/components/admin/Session'
import { currentPage, Sidebar } from './Sidebar'
import { useSessionCheck } from './useSessionCheck'

const NARROW = '(max-width: 767px)'

function Frame({ children, serverUser }: { children: ReactNode; serverUser: PublicUser }) {
  // Typed `string | null` once the app also has a Pages Router route (src/pages/api); the portal
  // only renders under the App Router, where it is always set.
  const pathname = usePathname() ?? '/admin'
  const page = currentPage(pathname)
  const { state, signOut } = useSession()
  const user = state.currentUser ?? serverUser
  // null until the user chooses: then the width follows the viewport in CSS, so a phone never
  // flashes the wide sidebar before scripts run.
  const [choice, setChoice] = useState<boolean | null>(null)
  const [narrow, setNarrow] = useState(false)
  const collapsed = choice ?? narrow

  useSessionCheck()

  useEffect(() => {
    const query = window.matchMedia(NARROW)
    const apply = () => {
      setNarrow(query.matches)
      setChoice(null)
    }
    apply()
    query.addEventListener('change', apply)
    return () => query.removeEventListener('change', apply)
  }, [])

  useEffect(() => {
    window.scrollTo(0, 0)
  }, [pathname])

  // On a phone the expanded sidebar covers the page: it closes once an entry is chosen.
  const closeOnPhone = () => {
    if (narrow) setChoice(null)
  }

  const expandedOverlay = narrow && choice === false
  const auto = choice === null
  const labelClass = auto ? 'max-md:sr-only' : collapsed ? 'sr-only' : undefined

  return (
    <div className="min-h-dvh bg-stone-100 print:bg-white">
      <Sidebar
        page={page}
        user={user}
        collapsed={collapsed}
        labelClass={labelClass}
        auto={auto}
        onToggle={() => setChoice(!collapsed)}
        onNavigate={closeOnPhone}
        onSignOut={() => void signOut()}
        signingOut={state.loading}
      />
      {expandedOverlay && (
        <button
          type="button"
          aria-label="Close sidebar"
          onClick={() => setChoice(null)}
          className="fixed inset-0 z-30 bg-black/40"
        />
      )}
      <div
        className={cn(
          // Below 20rem (a phone zoomed to 200%) the slim rail would take a third of the screen:
          // it hides, and the header's menu button opens the sidebar over the page.
          'ml-16 transition-[margin] duration-200 max-[20rem]:ml-0 print:ml-0',
          auto ? 'md:ml-64 print:md:ml-0' : !collapsed && 'md:ml-64 print:md:ml-0',
        )}
      >
        <header className="sticky top-0 z-20 flex min-h-14 print:hidden flex-wrap items-center gap-3 border-b border-stone-200 bg-white px-3 sm:px-6">
          <button
            type="button"
            onClick={() => setChoice(false)}
            aria-label="Open menu"
            className="hidden h-10 w-10 shrink-0 items-center justify-center rounded-lg hover:bg-stone-100 max-[20rem]:flex"
          >
            <Icon name="menu" />
          </button>
          <div className="min-w-0 flex-1">
            <p className="text-[0.65rem] font-semibold tracking-[0.2em] text-stone-500">
              ADMIN DASHBOARD
            </p>
            <p className="truncate text-sm font-semibold text-stone-900" data-testid="current-page">
              {page.label}
            </p>
          </div>
          <Link
            href="/"
            className="inline-flex min-h-10 items-center gap-2 rounded-lg border border-stone-300 px-3 text-sm font-medium text-stone-800 hover:bg-stone-50"
          >
            <Icon name="globe" className="h-4 w-4" />
            <span>Go to website</span>
          </Link>
        </header>
        <OfflineBar staffId={user.id} />
        <main className="p-3 sm:p-6 print:p-0">{children}</main>
      </div>
    </div>
  )
}

export function AdminShell({ user, children }: { user: PublicUser; children: ReactNode }) {
  return (
    <SessionProvider serverUser={user}>
      <Frame serverUser={user}>{children}</Frame>
    </SessionProvider>
  )
}
