'use client'

import Link from 'next/link'

import { Icon, type IconKey } from '@/components/ui/Icon'
import { initials } from '@/components/ui/initials'
import type { PublicUser } from '@/lib/session/publicUser'

import { PendingCount } from './PendingCount'
import { cn } from '@/lib/cn'

type Entry = { value: string; label: string; href: string; icon: IconKey }

const ENTRIES: ReadonlyArray<Entry> = [
  { value: 'dashboard', label: 'Dashboard', href: '/admin', icon: 'dashboard' },
  { value: 'today', label: 'Today', href: '/admin/today', icon: 'sun' },
  { value: 'bookings', label: 'Bookings', href: '/admin/bookings', icon: 'calendar' },
  { value: 'cash-up', label: 'Cash-up', href: '/admin/cash-up', icon: 'cash' },
  { value: 'owed', label: 'Balances owed', href: '/admin/owed', icon: 'alert' },
  {
    value: 'guest-register',
    label: 'Guest register',
    href: '/admin/guest-register',
    icon: 'users',
  },
  { value: 'month', label: 'The month', href: '/admin/month', icon: 'chart' },
  { value: 'create-room', label: 'Create Room', href: '/admin/create-room', icon: 'plus' },
  { value: 'view-rooms', label: 'View Rooms', href: '/admin/view-rooms', icon: 'list' },
  { value: 'seasons', label: 'Seasons', href: '/admin/seasons', icon: 'calendar' },
]

const DESK = ['today', 'bookings', 'cash-up', 'owed', 'guest-register']

/** Reception sees the front desk (today, the bookings, the cash-up, the balances owed) only; admins see everything. */
function entriesFor(role: PublicUser['role']): ReadonlyArray<Entry> {
  return role === 'reception' ? ENTRIES.filter((entry) => DESK.includes(entry.value)) : ENTRIES
}

/** Which sidebar entry and top-bar title a path belongs to. */
export function currentPage(pathname: string): { value: string; label: string } {
  if (pathname.startsWith('/admin/update-room/'))
    return { value: 'view-rooms', label: 'Update Room' }
  if (pathname.startsWith('/admin/bookings')) return { value: 'bookings', label: 'Bookings' }
  if (pathname.startsWith('/admin/guest-register'))
    return { value: 'guest-register', label: 'Guest register' }
  const entry = ENTRIES.find((item) => item.href === pathname)
  return entry
    ? { value: entry.value, label: entry.label }
    : { value: 'dashboard', label: 'Dashboard' }
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

type SidebarProps = {
  page: { value: string; label: string }
  user: PublicUser
  collapsed: boolean
  /** Hides the entries' labels: always when collapsed, on phones while the width is automatic. */
  labelClass: string | undefined
  /** True until staff choose a width: it then follows the viewport in CSS alone. */
  auto: boolean
  onToggle: () => void
  /** Called when an entry is chosen, so a phone can close the sidebar. */
  onNavigate: () => void
  onSignOut: () => void
  signingOut: boolean
}

/** The portal's entries, the content editor link, the signed-in account and Logout. */
export function Sidebar({
  page,
  user,
  collapsed,
  labelClass,
  auto,
  onToggle,
  onNavigate,
  onSignOut,
  signingOut,
}: SidebarProps) {
  return (
    <aside
      aria-label="Staff portal"
      className={cn(
        'fixed inset-y-0 left-0 z-40 flex flex-col bg-stone-900 text-stone-100 transition-[width] duration-200 print:hidden',
        auto ? 'w-16 md:w-64' : collapsed ? 'w-16' : 'w-64 max-[20rem]:w-full',
        collapsed && 'max-[20rem]:-translate-x-full',
      )}
    >
      <div className="flex h-14 items-center gap-2 border-b border-stone-700 px-3">
        <button
          type="button"
          onClick={onToggle}
          aria-expanded={!collapsed}
          aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
          className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg hover:bg-stone-700"
        >
          <Icon name={collapsed ? 'chevron-right' : 'chevron-left'} />
        </button>
        <span className={cn('truncate font-display text-lg', labelClass)}>Guest House</span>
      </div>
      <nav className="flex-1 space-y-1 overflow-y-auto p-2">
        {entriesFor(user.role).map((entry) => {
          const active = page.value === entry.value
          return (
            <Link
              key={entry.value}
              href={entry.href}
              data-value={entry.value}
              onClick={onNavigate}
              aria-current={active ? 'page' : undefined}
              title={collapsed ? entry.label : undefined}
              className={cn(
                'flex min-h-11 items-center gap-3 rounded-lg px-3 text-sm font-medium',
                active ? 'bg-brand-700 text-white' : 'text-stone-200 hover:bg-stone-700',
              )}
            >
              <Icon name={entry.icon} className="h-5 w-5 shrink-0" />
              <span className={labelClass}>{entry.label}</span>
              {entry.value === 'bookings' && <PendingCount className={labelClass} />}
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
          onClick={onSignOut}
          disabled={signingOut}
          title={collapsed ? 'Logout' : undefined}
          className="flex min-h-11 w-full items-center gap-3 rounded-lg px-3 text-sm font-medium text-stone-200 hover:bg-red-800 disabled:opacity-60"
        >
          <Icon name="logout" className="h-5 w-5 shrink-0" />
          <span className={labelClass}>Logout</span>
        </button>
      </div>
    </aside>
  )
}
