import Link from 'next/link'

import { Icon } from '@/components/ui/Icon'
import { richTextToHtml } from '@/lib/richText'
import {
  buttonLight,
  buttonOutline,
  buttonOutlineLight,
  buttonPrimary,
  buttonWhatsapp,
} from '@/components/ui/styles'
import { env } from '@/lib/env'
import { PER_NIGHT } from '@/lib/money/amounts'
import type { HomeContent } from '@/data/home'
import { lodgingBusinessJsonLd } from '@/lib/seo'
import { displayPhone, telLink } from '@/lib/phone'
import { whatsappLink } from '@/lib/whatsapp'

import { Banner } from '@/components/site/Banner'
import { CallToAction } from '@/components/site/CallToAction'
import { FacilityGrid, TestimonialGrid } from '@/components/site/Cards'
import { JsonLd } from '@/components/site/JsonLd'
import { MapEmbed } from '@/components/site/MapEmbed'
import { RichText } from '@/components/site/RichText'
import { Section } from '@/components/site/Section'

/**
 * The home page, top to bottom: banner, location, room categories, facilities, reasons to choose
 * the house, testimonials and the closing call to action.
 */
export function HomePage({ content }: { content: HomeContent }) {
  const { settings, slides, categories, facilities, testimonials, rooms } = content
  return (
    <>
      <JsonLd
        data={lodgingBusinessJsonLd({
          settings,
          rooms,
          amenities: facilities.map((facility) => facility.title),
          url: `${env.serverUrl}/`,
          image: slides[0] ? `${env.serverUrl}${slides[0].src}` : null,
        })}
      />
      <Banner slides={slides} houseName={settings.houseName} tagline={settings.tagline} />

      <Section id="location" eyebrow="Find us" title="Prime Location" className="bg-brand-50">
        <div className="grid items-center gap-10 lg:grid-cols-2">
          <div>
            <p className="flex gap-3 text-lg text-stone-800">
              <Icon name="map-pin" className="mt-1 h-6 w-6 shrink-0 text-brand-700" />
              <span>
                <span className="block font-semibold">{settings.address}</span>
                <span className="block text-stone-600">{settings.landmark}.</span>
              </span>
            </p>
            <ul className="mt-6 space-y-3">
              <li className="flex flex-wrap items-center gap-3">
                <a href={telLink(settings.phonePrimary)} className={buttonPrimary}>
                  <Icon name="phone" className="h-4 w-4" />
                  {displayPhone(settings.phonePrimary)}
                </a>
                <a
                  href={whatsappLink(settings.whatsappNumber)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={buttonWhatsapp}
                >
                  <Icon name="whatsapp" className="h-4 w-4" />
                  WhatsApp
                </a>
              </li>
              <li>
                <a href={telLink(settings.phoneSecondary)} className={buttonOutline}>
                  <Icon name="phone" className="h-4 w-4" />
                  {displayPhone(settings.phoneSecondary)}
                </a>
              </li>
            </ul>
          </div>
          <MapEmbed
            src={settings.mapEmbedUrl}
            title={`Map: ${settings.houseName}, ${settings.address}`}
          />
        </div>
      </Section>

      <Section
        id="categories"
        eyebrow="Accommodation"
        title="Our Room Categories"
        intro="Rooms for every stay and budget, all with private bathrooms and air conditioning."
      >
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5">
          {categories.map((category) => (
            <li
              key={category.id}
              className="flex flex-col rounded-2xl border border-stone-200 bg-white p-6 shadow-sm"
            >
              <Icon
                name={category.icon}
                className="h-12 w-12 rounded-xl bg-brand-100 p-3 text-brand-700"
              />
              <h3 className="mt-4 text-xl font-semibold text-stone-900">{category.title}</h3>
              <p className="mt-1 text-2xl font-bold text-brand-700">
                {category.priceText}{' '}
                <span className="text-sm font-normal text-stone-600">{PER_NIGHT}</span>
              </p>
              <ul className="tick-list mt-4 flex-1 space-y-2 text-sm text-stone-700 [--tick:var(--color-green-700)]">
                {category.features.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
              <Link
                prefetch={false}
                href="/rooms"
                className={`${buttonOutline} mt-6`}
                aria-label={`View Details: ${category.title}`}
              >
                View Details
              </Link>
            </li>
          ))}
        </ul>
        <p className="mt-10 text-center">
          <Link prefetch={false} href="/rooms" className={buttonPrimary}>
            View All Rooms
            <Icon name="arrow-right" className="h-4 w-4" />
          </Link>
        </p>
      </Section>

      <Section
        id="facilities"
        eyebrow="Amenities"
        title="World-Class Facilities"
        intro="Everything you need for a comfortable, worry-free stay."
        className="bg-stone-50"
      >
        <FacilityGrid facilities={facilities} />
      </Section>

      <Section id="why" eyebrow="Why us" title={`Why Choose ${settings.houseName}`}>
        <div className="grid gap-8 lg:grid-cols-3">
          <ul className="grid gap-5 sm:grid-cols-2 lg:col-span-2">
            {(settings.reasons ?? []).map((reason) => (
              <li key={reason.id ?? reason.title} className="flex gap-4">
                <Icon
                  name={reason.icon}
                  className="h-11 w-11 shrink-0 rounded-full bg-brand-600 p-3 text-white"
                />
                <div>
                  <h3 className="font-semibold text-stone-900">{reason.title}</h3>
                  <RichText
                    html={richTextToHtml(reason.description)}
                    className="mt-1 text-sm text-stone-600"
                  />
                </div>
              </li>
            ))}
          </ul>
          <div className="rounded-2xl bg-gradient-to-br from-brand-700 to-brand-900 p-8 text-white shadow-xl">
            <Icon name="crown" className="h-10 w-10 text-brand-100" />
            <h3 className="font-display mt-4 text-2xl font-bold">{settings.premiumCard.title}</h3>
            <RichText
              html={richTextToHtml(settings.premiumCard.description)}
              className="rich-text-light mt-2 text-brand-50"
            />
            <ul className="tick-list mt-4 space-y-2 text-sm">
              {(settings.premiumCard.features ?? []).map((item) => (
                <li key={item.id ?? item.feature}>{item.feature}</li>
              ))}
            </ul>
            <Link prefetch={false} href="/rooms" className={`${buttonLight} mt-6`}>
              Book Now
            </Link>
          </div>
        </div>
      </Section>

      <Section
        id="testimonials"
        eyebrow="Reviews"
        title="What Our Guests Say"
        className="bg-brand-50"
      >
        <TestimonialGrid testimonials={testimonials} />
      </Section>

      <CallToAction
        id="cta-title"
        title="Ready for a comfortable stay?"
        text="Choose your room today and we will have it ready when you arrive."
        large
      >
        <Link prefetch={false} href="/rooms" className={buttonLight}>
          Make a Reservation
        </Link>
        <Link prefetch={false} href="/contact" className={buttonOutlineLight}>
          Get in Touch
        </Link>
      </CallToAction>
    </>
  )
}
