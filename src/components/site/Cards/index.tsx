import type { CSSProperties } from 'react'

import { Icon } from '@/components/ui/Icon'
import { initials } from '@/components/ui/initials'
import type { FacilityCard as Facility, TestimonialCard as Testimonial } from '@/data/content'

import { SiteImg } from '@/components/site/SiteImg'

export function FacilityGrid({
  facilities,
  columns = 'lg:grid-cols-4',
}: {
  facilities: Facility[]
  columns?: string
}) {
  return (
    <ul className={`grid gap-5 sm:grid-cols-2 ${columns}`}>
      {facilities.map((facility) => (
        <li
          key={facility.id}
          className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm"
        >
          <Icon
            name={facility.icon}
            className="h-12 w-12 rounded-xl bg-brand-100 p-3 text-brand-700"
          />
          <h3 className="mt-4 text-lg font-semibold text-stone-900">{facility.title}</h3>
          <p className="mt-1 text-sm text-stone-600">{facility.description}</p>
        </li>
      ))}
    </ul>
  )
}

/** The rating as five stars drawn by the `.stars` rule (site.css), one element for all five. */
export function Stars({ rating }: { rating: number }) {
  return (
    <p
      className="stars text-amber-600"
      role="img"
      aria-label={`Rated ${rating} out of 5`}
      style={{ '--rating': rating } as CSSProperties}
    />
  )
}

export function TestimonialGrid({ testimonials }: { testimonials: Testimonial[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {testimonials.map((testimonial) => (
        <li key={testimonial.id}>
          <figure className="flex h-full flex-col rounded-2xl bg-white p-6 shadow-md">
            <Stars rating={testimonial.rating} />
            <blockquote className="mt-4 flex-1 text-stone-700">“{testimonial.comment}”</blockquote>
            <figcaption className="mt-6 flex items-center gap-3">
              {testimonial.avatar ? (
                <SiteImg
                  variants={testimonial.avatar.variants}
                  alt=""
                  width={48}
                  height={48}
                  className="h-12 w-12 rounded-full object-cover"
                />
              ) : (
                <span
                  aria-hidden="true"
                  className="grid h-12 w-12 place-items-center rounded-full bg-brand-600 font-semibold text-white"
                >
                  {initials(testimonial.name)}
                </span>
              )}
              <span>
                <span className="block font-semibold text-stone-900">{testimonial.name}</span>
                <span className="block text-sm text-stone-600">{testimonial.location}</span>
              </span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  )
}
