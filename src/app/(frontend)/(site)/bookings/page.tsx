import type { Metadata } from 'next'

import { BookingForm } from '@/components/site/BookingForm'
import { PageHero } from '@/components/site/PageHero'
import { Icon } from '@/components/ui/Icon'
import { getSiteSettings } from '@/data/content'
import { getIndicativeRates } from '@/data/indicativeRates'
import { childPolicyOf } from '@/lib/bookings/party'
import { LazyToasts } from '@/components/site/LazyToasts.client'
import { displayPhone } from '@/lib/phone'
import { pageDetails, pageOpenGraph, pageShareImages } from '@/lib/seo'

export const revalidate = 600

export async function generateMetadata(): Promise<Metadata> {
  const settings = await getSiteSettings()
  const { title, description } = pageDetails(settings.pageDetails?.bookings, {
    title: 'Bookings',
    description: `Reserve a room at ${settings.houseName}: choose your room and dates, then send the request on WhatsApp or call ${displayPhone(settings.phonePrimary)}.`,
  })
  return {
    title,
    description,
    alternates: { canonical: '/bookings' },
    openGraph: pageOpenGraph(settings.houseName, {
      title: `${title} · ${settings.houseName}`,
      description,
      url: '/bookings',
      images: pageShareImages('bookings', settings.pageDetails?.bookings),
    }),
  }
}

const STEPS = [
  'Choose your dates and the number of guests, then one of the rooms free for your stay.',
  'Tap Book on WhatsApp: we keep your request and give you its reference, and it opens as a message, ready to send.',
  'We confirm your room by WhatsApp or phone, usually within minutes.',
]

export default async function BookingsPage() {
  const [settings, indicativeRates] = await Promise.all([getSiteSettings(), getIndicativeRates()])
  return (
    <>
      <PageHero
        title="Make a Reservation"
        subtitle="Tell us when you are coming; we confirm on WhatsApp or by phone."
      />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:px-6 lg:grid-cols-3">
        <div className="rounded-2xl border border-stone-200 bg-white p-6 shadow-md sm:p-8 lg:col-span-2">
          <BookingForm
            whatsappNumber={settings.whatsappNumber}
            phones={[settings.phonePrimary, settings.phoneSecondary].filter(Boolean)}
            taxesAdded={settings.pricesIncludeTax === false}
            indicativeRates={indicativeRates}
            childPolicy={childPolicyOf(settings)}
          />
        </div>
        <aside aria-labelledby="how-title" className="rounded-2xl bg-brand-50 p-6">
          <h2 id="how-title" className="font-display text-xl font-bold text-stone-900">
            How booking works
          </h2>
          <ol className="mt-4 space-y-4">
            {STEPS.map((step, index) => (
              <li key={step} className="flex gap-3">
                <span className="grid h-8 w-8 shrink-0 place-items-center rounded-full bg-brand-600 font-bold text-white">
                  {index + 1}
                </span>
                <span className="text-stone-700">{step}</span>
              </li>
            ))}
          </ol>
          <h3 className="mt-6 flex items-center gap-2 font-semibold text-stone-900">
            <Icon name="clock" className="h-5 w-5 text-brand-700" />
            Hours
          </h3>
          <dl className="mt-2 space-y-1 text-sm">
            {(settings.openingHours ?? []).map((row) => (
              <div key={row.id ?? row.label} className="flex justify-between gap-4">
                <dt className="text-stone-700">{row.label}</dt>
                <dd className="font-semibold text-stone-900">{row.hours}</dd>
              </div>
            ))}
          </dl>
        </aside>
      </div>
      {/* Only pages that send toasts load the toast library. */}
      <LazyToasts />
    </>
  )
}
