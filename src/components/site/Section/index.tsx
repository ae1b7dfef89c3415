import type { ReactNode } from 'react'

import { cn } from '@/lib/cn'

type Props = {
  id: string
  title: string
  intro?: string
  children: ReactNode
  className?: string
  eyebrow?: string
}

/** A page section whose heading labels it for screen readers. */
export function Section({ id, title, intro, eyebrow, children, className }: Props) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className={cn('render-when-near px-4 py-16 sm:px-6 md:py-20', className)}
    >
      <div className="mx-auto max-w-7xl">
        <div className="mx-auto mb-10 max-w-2xl text-center">
          {eyebrow ? (
            <p className="text-sm font-semibold tracking-widest text-brand-700 uppercase">
              {eyebrow}
            </p>
          ) : null}
          <h2
            id={`${id}-title`}
            className="font-display mt-1 text-3xl font-bold text-stone-900 md:text-4xl"
          >
            {title}
          </h2>
          {intro ? <p className="mt-3 text-stone-600">{intro}</p> : null}
        </div>
        {children}
      </div>
    </section>
  )
}
