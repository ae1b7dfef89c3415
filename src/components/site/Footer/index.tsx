import Link from 'next/link'

import { Icon } from '@/components/ui/Icon'
import { getSiteSettings } from '@/data/content'
import { SITE_NAV } from '@/lib/site'
import { displayPhone, telLink } from '@/lib/phone'

import { Logo } from '@/components/site/Logo'

export async function Footer() {
  const settings = await getSiteSettings()
  const year = new Date().getFullYear()
  return (
    <footer className="render-when-near bg-stone-950 text-stone-300 print:hidden">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-3">
        <div>
          <Logo houseName={settings.houseName} className="flex items-center gap-2 text-white" />
          <p className="mt-3 text-sm font-semibold tracking-widest text-brand-100">
            {settings.tagline}
          </p>
          <p className="mt-3 text-sm">{settings.landmark}.</p>
        </div>
        <nav aria-label="Quick Links">
          <h2 className="font-display text-lg font-bold text-white">Quick Links</h2>
          <ul className="mt-3 space-y-2 text-sm">
            {SITE_NAV.map((item) => (
              <li key={item.href}>
                <Link
                  prefetch={false}
                  href={item.href}
                  className="hover:text-white hover:underline"
                >
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="font-display text-lg font-bold text-white">Contact</h2>
          <address className="mt-3 space-y-2 text-sm not-italic">
            <p className="flex gap-2">
              <Icon name="map-pin" className="mt-0.5 h-4 w-4 shrink-0" />
              {settings.address}
            </p>
            {[settings.phonePrimary, settings.phoneSecondary].map((phone) => (
              <p key={phone} className="flex gap-2">
                <Icon name="phone" className="mt-0.5 h-4 w-4 shrink-0" />
                <a href={telLink(phone)} className="hover:text-white hover:underline">
                  {displayPhone(phone)}
                </a>
              </p>
            ))}
            <p className="flex gap-2">
              <Icon name="mail" className="mt-0.5 h-4 w-4 shrink-0" />
              <a
                href={`mailto:${settings.email}`}
                className="break-all hover:text-white hover:underline"
              >
                {settings.email}
              </a>
            </p>
            <p className="flex gap-2">
              <Icon name="clock" className="mt-0.5 h-4 w-4 shrink-0" />
              24/7 Available
            </p>
          </address>
        </div>
      </div>
      <div className="border-t border-stone-800">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-5 text-sm sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <p>
            © {year} {settings.houseName}. All rights reserved.
          </p>
          <ul className="flex flex-wrap gap-x-5 gap-y-2">
            <li>
              <Link prefetch={false} href="/privacy" className="hover:text-white hover:underline">
                Privacy Policy
              </Link>
            </li>
            <li>
              <Link prefetch={false} href="/terms" className="hover:text-white hover:underline">
                Terms of Service
              </Link>
            </li>
            <li>
              <Link href="/admin" prefetch={false} className="hover:text-white hover:underline">
                Admin
              </Link>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  )
}
