'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'
import { useEffect, useState, type ReactNode } from 'react'

import type { PublicUser } from '@/lib/session/publicUser'
import { cn } from '@/lib/cn'
import { PERSIST_KEY } from '@/lib/session/persist'

import { Icon, type IconName } from '../Icon'
import { SessionProvider, useSession } from '../Session'

const ENTRIES: ReadonlyArray<{ value: string; label: string; href: string; icon: IconName }> = [
  { value: 'dashboard', label: 'Dashboard', href: '/admin', icon: 'dashboard' },
  { value: 'create-room', label: 'Create Room', href: '/admin/create-room', icon: 'plus' },
  { value: 'view-rooms', label: 'View Rooms', href: '/admin/view-rooms', icon: 'list' },
]

/** Which sidebar entry and top-bar title a path belongs to. */
export function currentPage(pathname: string): { value: string; label: string } {
  if (pathname.startsWith('/admin/update-room/'))
    return { value: 'view-rooms', label: 'Update Room' }
  const entry = ENTRIES.find((item) => item.href === pathname)
  return entry
    ? { value: entry.value, label: entry.label }
    : { value: 'dashboard', label: 'Dashboard' }
}

const NARROW = '(max-width: 767px)'

function initials(name: string): string {
  return (
    name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((part) => part[0]?.toUpperCase())
      .join('') || '?'
  )
}

function Avatar({ user }: { user: PublicUser }) {
  if (user.avatar) {
    // eslint-disable-next-line @next/next/no-img-element -- a 40 px thumbnail already resized at upload
    return <img src={user.avatar} alt="" className="h-9 w-9 shrink-0 rounded-full object-cover" />
  }
  return (
    <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-semibold text-brand-900">
      {initials(user.name)}
    </span>
  )
}

function useSessionCheck() {
  const { dispatch } = useSession()

  useEffect(() => {
    let cancelled = false
    // SPEC.md §7: the shell asks the server on load; not signed in means signed out here too.
    fetch('/api/auth/verify', {
      method: 'POST',
      credentials: 'same-origin',
      cache: 'no-store',
      headers: { 'Content-Type': 'application/json' },
    })
      .then(async (response) => {
        const body = (await response.json().catch(() => null)) as {
          success?: boolean
          user?: PublicUser
        } | null
        if (cancelled) return
        if (body?.success === true && body.user)
          dispatch({ type: 'updateUser/success', payload: body.user })
        else {
          dispatch({ type: 'signOut/success' })
          window.localStorage.removeItem(PERSIST_KEY)
          // A full load, so no admin page stays in the router cache.
          // eslint-disable-next-line @next/next/no-location-assign-relative-destination
          window.location.assign('/sign-in')
        }
      })
      .catch(() => {
        // eslint-disable-next-line @next/next/no-location-assign-relative-destination
        if (!cancelled) window.location.assign('/sign-in')
      })
    return () => {
      cancelled = true
    }
  }, [dispatch])

  useEffect(() => {
    // Back after signing out can restore this page from memory; a fresh load asks the server again.
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) window.location.reload()
    }
    window.addEventListener('pageshow', onPageShow)
    return () => window.removeEventListener('pageshow', onPageShow)
  }, [])
}

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
    <div className="min-h-dvh bg-stone-100">
      <aside
        aria-label="Staff portal"
        className={cn(
          'fixed inset-y-0 left-0 z-40 flex flex-col bg-stone-900 text-stone-100 transition-[width] duration-200',
          auto ? 'w-16 md:w-64' : collapsed ? 'w-16' : 'w-64',
        )}
      >
        <div className="flex h-14 items-center gap-2 border-b border-stone-700 px-3">
          <button
            type="button"
            onClick={() => setChoice(!collapsed)}
            aria-expanded={!collapsed}
            aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
            className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg hover:bg-stone-700"
          >
            <Icon name={collapsed ? 'chevronRight' : 'chevronLeft'} />
          </button>
          <span className={cn('truncate font-display text-lg', labelClass)}>Guest House</span>
        </div>
        <nav className="flex-1 space-y-1 overflow-y-auto p-2">
          {ENTRIES.map((entry) => {
            const active = page.value === entry.value
            return (
              <Link
                key={entry.value}
                href={entry.href}
                data-value={entry.value}
                onClick={closeOnPhone}
                aria-current={active ? 'page' : undefined}
                title={collapsed ? entry.label : undefined}
                className={cn(
                  'flex min-h-11 items-center gap-3 rounded-lg px-3 text-sm font-medium',
                  active ? 'bg-brand-700 text-white' : 'text-stone-200 hover:bg-stone-700',
                )}
              >
                <Icon name={entry.icon} className="h-5 w-5 shrink-0" />
                <span className={labelClass}>{entry.label}</span>
              </Link>
            )
          })}
          <Link
            href="/cms"
            prefetch={false}
            title={collapsed ? 'Content editor' : undefined}
            className="flex min-h-11 items-center gap-3 rounded-lg px-3 text-sm font-medium text-stone-200 hover:bg-stone-700"
          >
            <Icon name="content" className="h-5 w-5 shrink-0" />
            <span className={cn('flex flex-col leading-tight', labelClass)}>
              <span>Content editor</span>
              <span className="text-xs font-normal text-stone-400">
                Bookings, facilities, testimonials, banners, settings
              </span>
            </span>
          </Link>
        </nav>
        <div className="space-y-2 border-t border-stone-700 p-2">
          <div className="flex items-center gap-3 px-1 py-1">
            <Avatar user={user} />
            <div className={cn('min-w-0', labelClass)}>
              <p className="truncate text-sm font-semibold">{user.name}</p>
              <p className="truncate text-xs text-stone-400">{user.email}</p>
            </div>
          </div>
          <button
            type="button"
            onClick={() => void signOut()}
            disabled={state.loading}
            title={collapsed ? 'Logout' : undefined}
            className="flex min-h-11 w-full items-center gap-3 rounded-lg px-3 text-sm font-medium text-stone-200 hover:bg-red-800 disabled:opacity-60"
          >
            <Icon name="logout" className="h-5 w-5 shrink-0" />
            <span className={labelClass}>Logout</span>
          </button>
        </div>
      </aside>
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
          'ml-16 transition-[margin] duration-200',
          auto ? 'md:ml-64' : !collapsed && 'md:ml-64',
        )}
      >
        <header className="sticky top-0 z-20 flex h-14 items-center gap-3 border-b border-stone-200 bg-white px-3 sm:px-6">
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
        <main className="p-3 sm:p-6">{children}</main>
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
