import { Icon } from '@/components/ui/Icon'
import { initials } from '@/components/ui/initials'
import type { FacilityCard as Facility, TestimonialCard as Testimonial } from '@/data/content'

import { SiteImg } from '../SiteImg'

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
          <span className="grid h-12 w-12 place-items-center rounded-xl bg-brand-100 text-brand-700">
            <Icon name={facility.icon} className="h-6 w-6" />
          </span>
          <h3 className="mt-4 text-lg font-semibold text-stone-900">{facility.title}</h3>
          <p className="mt-1 text-sm text-stone-600">{facility.description}</p>
        </li>
      ))}
    </ul>
  )
}

export function Stars({ rating }: { rating: number }) {
  return (
    <p className="flex gap-0.5 text-amber-600" role="img" aria-label={`Rated ${rating} out of 5`}>
      {Array.from({ length: 5 }, (_, index) => (
        <Icon
          key={index}
          name="star"
          className={index < rating ? 'h-4 w-4 fill-current stroke-[1.5]' : 'h-4 w-4 stroke-[1.5]'}
        />
      ))}
    </p>
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
