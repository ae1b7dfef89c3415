'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'
import { useEffect, useId, useRef, useState, type ReactNode } from 'react'

import { Icon } from '@/components/ui/Icon'
import { cn } from '@/lib/cn'
import { isScrolled, type SITE_NAV } from '@/lib/site'

type Props = { logo: ReactNode; houseName: string; nav: typeof SITE_NAV }

/** The fixed header: more opaque beyond 20 px of scroll, and a mobile menu that slides in. */
export function HeaderBar({ logo, houseName, nav }: Props) {
  const [scrolled, setScrolled] = useState(false)
  const [open, setOpen] = useState(false)
  // The menu's entries enter the page the first time it opens: until then a phone parses, styles
  // and hydrates none of them on any page (the same links are in the wide-screen bar and the footer).
  const [everOpened, setEverOpened] = useState(false)
  const pathname = usePathname()
  const menuId = useId()
  const toggleRef = useRef<HTMLButtonElement>(null)
  const panelRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const onScroll = () => setScrolled(isScrolled(window.scrollY))
    onScroll()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => window.removeEventListener('scroll', onScroll)
  }, [])

  // Any navigation (menu entry, logo, back button) closes the menu: adjusted while rendering.
  const [menuPath, setMenuPath] = useState(pathname)
  if (menuPath !== pathname) {
    setMenuPath(pathname)
    setOpen(false)
  }

  useEffect(() => {
    if (!open) return
    panelRef.current?.querySelector<HTMLElement>('a')?.focus()
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false)
        toggleRef.current?.focus()
      }
    }
    document.addEventListener('keydown', onKey)
    document.body.style.overflow = 'hidden'
    return () => {
      document.removeEventListener('keydown', onKey)
      document.body.style.overflow = ''
    }
  }, [open])

  return (
    <header
      data-scrolled={scrolled ? 'true' : 'false'}
      className={cn(
        'fixed inset-x-0 top-0 z-40 text-white transition-colors duration-300 print:hidden',
        // No backdrop blur: a filter on the header makes it the box its fixed children hang from,
        // and the phone menu and its shade, sized to the screen, shrank to nothing once scrolled.
        scrolled ? 'bg-brand-900/95 shadow-lg' : 'bg-brand-900/80',
      )}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between px-4 sm:px-6">
        <Link
          prefetch={false}
          href="/"
          aria-label={`${houseName}, home`}
          className="rounded focus-visible:outline-2 focus-visible:outline-white"
        >
          {logo}
        </Link>
        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {nav.map((item) => (
              <li key={item.href}>
                <Link
                  prefetch={false}
                  href={item.href}
                  aria-current={pathname === item.href ? 'page' : undefined}
                  className={cn(
                    'rounded-md px-4 py-2 text-sm font-semibold transition-colors hover:bg-white/15',
                    pathname === item.href && 'bg-white/15',
                  )}
                >
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <button
          ref={toggleRef}
          type="button"
          className="grid h-11 w-11 place-items-center rounded-md hover:bg-white/15 md:hidden"
          aria-expanded={open}
          aria-controls={menuId}
          aria-label={open ? 'Close menu' : 'Open menu'}
          onClick={() => {
            setEverOpened(true)
            setOpen((value) => !value)
          }}
        >
          <Icon name={open ? 'close' : 'menu'} className="h-6 w-6" />
        </button>
      </div>

      <div
        className={cn(
          'fixed inset-0 top-16 bg-black/50 transition-opacity duration-300 md:hidden',
          open ? 'opacity-100' : 'pointer-events-none opacity-0',
        )}
        aria-hidden="true"
        onClick={() => setOpen(false)}
      />
      <div
        id={menuId}
        ref={panelRef}
        data-open={open ? 'true' : 'false'}
        inert={!open}
        className={cn(
          'fixed top-16 right-0 bottom-0 w-[min(20rem,85vw)] overflow-y-auto bg-brand-900 shadow-2xl transition-[translate,visibility] duration-300 md:hidden',
          // Hidden (not just off screen) when closed, after the slide-out has finished.
          open ? 'visible translate-x-0' : 'invisible translate-x-full',
        )}
      >
        {everOpened ? (
          <nav aria-label="Mobile">
            <ul className="flex flex-col gap-1 p-4">
              {nav.map((item) => (
                <li key={item.href}>
                  <Link
                    prefetch={false}
                    href={item.href}
                    onClick={() => setOpen(false)}
                    aria-current={pathname === item.href ? 'page' : undefined}
                    className="flex items-center justify-between rounded-lg px-4 py-3 hover:bg-white/10"
                  >
                    <span>
                      <span className="block font-semibold">{item.label}</span>
                      <span className="block text-sm text-brand-100">{item.subtitle}</span>
                    </span>
                    <Icon name="chevron-right" className="h-5 w-5 text-brand-100" />
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </div>
    </header>
  )
}
