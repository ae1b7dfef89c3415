import type { Metadata } from 'next'
import Link from 'next/link'

import { CallToAction } from '@/components/site/CallToAction'
import { ContactForm } from '@/components/site/ContactForm'
import { MapEmbed } from '@/components/site/MapEmbed'
import { PageHero } from '@/components/site/PageHero'
import {
  buttonLight,
  buttonOutlineLight,
  buttonPrimary,
  buttonWhatsapp,
} from '@/components/ui/styles'
import { Icon, type IconProps } from '@/components/ui/Icon'
import { getSiteSettings } from '@/data/content'
import { displayPhone, telLink } from '@/lib/phone'
import { whatsappLink } from '@/lib/whatsapp'
import { LazyToasts } from '@/components/site/LazyToasts.client'
import { pageDetails, pageOpenGraph, pageShareImages } from '@/lib/seo'

export const revalidate = 600

export async function generateMetadata(): Promise<Metadata> {
  const settings = await getSiteSettings()
  const { title, description } = pageDetails(settings.pageDetails?.contact, {
    title: 'Contact',
    description: `Call ${displayPhone(settings.phonePrimary)}, WhatsApp or email ${settings.houseName}, or send a message about your stay. ${settings.address}.`,
  })
  return {
    title,
    description,
    alternates: { canonical: '/contact' },
    openGraph: pageOpenGraph(settings.houseName, {
      title: `${title} · ${settings.houseName}`,
      description,
      url: '/contact',
      images: pageShareImages('contact', settings.pageDetails?.contact),
    }),
  }
}

const SOCIAL: Array<{ label: string; icon: IconProps['name'] }> = [
  { label: 'Facebook', icon: 'facebook' },
  { label: 'Instagram', icon: 'instagram' },
  { label: 'X', icon: 'x-social' },
]

export default async function ContactPage() {
  const settings = await getSiteSettings()
  const cards: Array<{
    title: string
    icon: IconProps['name']
    lines: string[]
    href: string
    action: string
  }> = [
    {
      title: 'Phone Numbers',
      icon: 'phone',
      lines: [settings.phonePrimary, settings.phoneSecondary].map(displayPhone),
      href: telLink(settings.phonePrimary),
      action: 'Call now',
    },
    {
      title: 'WhatsApp',
      icon: 'whatsapp',
      lines: [displayPhone(settings.whatsappNumber)],
      href: whatsappLink(settings.whatsappNumber),
      action: 'Chat with us',
    },
    {
      title: 'Email',
      icon: 'mail',
      lines: [settings.email],
      href: `mailto:${settings.email}`,
      action: 'Send an email',
    },
    {
      title: 'Location',
      icon: 'map-pin',
      lines: [settings.address],
      href: settings.mapLinkUrl,
      action: 'Get directions',
    },
  ]
  return (
    <>
      <PageHero
        title="Contact Us"
        subtitle="Questions, special requests or a booking: we answer by phone, WhatsApp and email, day and night."
      />

      <section aria-label="Ways to reach us" className="px-4 py-14 sm:px-6">
        <ul className="mx-auto grid max-w-7xl gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {cards.map((card) => (
            <li key={card.title}>
              <a
                href={card.href}
                target="_blank"
                rel="noopener noreferrer"
                className="flex h-full flex-col rounded-2xl border border-stone-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-lg focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                <Icon
                  name={card.icon}
                  className="h-12 w-12 rounded-xl bg-brand-600 p-3 text-white"
                />
                <h2 className="mt-4 text-lg font-semibold text-stone-900">{card.title}</h2>
                {card.lines.map((line) => (
                  <p key={line} className="break-words text-stone-700">
                    {line}
                  </p>
                ))}
                <span className="mt-auto pt-4 text-sm font-semibold text-brand-700">
                  {card.action} →
                </span>
              </a>
            </li>
          ))}
        </ul>
      </section>

      <div className="mx-auto grid max-w-7xl gap-10 px-4 pb-16 sm:px-6 lg:grid-cols-3">
        <div className="rounded-2xl border border-stone-200 bg-white p-6 shadow-md sm:p-8 lg:col-span-2">
          <ContactForm />
        </div>
        <aside className="space-y-6" aria-label="Hours and quick contact">
          <section aria-labelledby="hours-title" className="rounded-2xl bg-brand-50 p-6">
            <h2
              id="hours-title"
              className="font-display flex items-center gap-2 text-xl font-bold text-stone-900"
            >
              <Icon name="clock" className="h-5 w-5 text-brand-700" />
              Operating Hours
            </h2>
            <dl className="mt-4 space-y-3">
              {(settings.openingHours ?? []).map((row) => (
                <div
                  key={row.id ?? row.label}
                  className="flex justify-between gap-4 border-b border-brand-100 pb-2"
                >
                  <dt className="text-stone-700">{row.label}</dt>
                  <dd className="font-semibold text-stone-900">{row.hours}</dd>
                </div>
              ))}
            </dl>
          </section>
          <section
            aria-labelledby="quick-title"
            className="rounded-2xl bg-brand-900 p-6 text-white"
          >
            <h2 id="quick-title" className="font-display text-xl font-bold">
              Need an answer now?
            </h2>
            <p className="mt-2 text-brand-50">Call or message us; someone is always on hand.</p>
            <div className="mt-4 flex flex-col gap-3">
              <a href={telLink(settings.phonePrimary)} className={buttonLight}>
                <Icon name="phone" className="h-4 w-4" />
                Call {displayPhone(settings.phonePrimary)}
              </a>
              <a
                href={whatsappLink(settings.whatsappNumber)}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonWhatsapp}
              >
                <Icon name="whatsapp" className="h-4 w-4" />
                WhatsApp Us
              </a>
            </div>
          </section>
          <section
            aria-labelledby="social-title"
            className="rounded-2xl border border-stone-200 p-6"
          >
            <h2 id="social-title" className="font-display text-xl font-bold text-stone-900">
              Follow Us
            </h2>
            <div className="mt-4 flex gap-3">
              {/* Decorative social buttons: shown, but they do nothing and lead nowhere. */}
              {SOCIAL.map((item) => (
                <button
                  key={item.label}
                  type="button"
                  aria-label={item.label}
                  className="grid h-11 w-11 place-items-center rounded-full bg-stone-100 text-stone-700 hover:bg-brand-100"
                >
                  <Icon name={item.icon} />
                </button>
              ))}
            </div>
          </section>
        </aside>
      </div>

      <section aria-labelledby="map-title" className="bg-stone-50 px-4 py-16 sm:px-6">
        <div className="mx-auto max-w-5xl">
          <h2 id="map-title" className="font-display text-center text-3xl font-bold text-stone-900">
            Find Us
          </h2>
          <p className="mt-2 mb-8 text-center text-stone-600">
            {settings.address}. {settings.landmark}.
          </p>
          <MapEmbed
            src={settings.mapEmbedUrl}
            title={`Map: ${settings.houseName}, ${settings.address}`}
          />
        </div>
      </section>

      <CallToAction id="contact-cta" title="Ready to book your stay?">
        <Link prefetch={false} href="/rooms" className={buttonPrimary}>
          Book Now
        </Link>
        <a href={telLink(settings.phonePrimary)} className={buttonOutlineLight}>
          <Icon name="phone" className="h-4 w-4" />
          Call Us Now
        </a>
      </CallToAction>
      {/* Only pages that send toasts load the toast library. */}
      <LazyToasts />
    </>
  )
}
