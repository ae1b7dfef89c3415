import type { ReactNode } from 'react'

/** The dark band that opens every inner page, below the fixed header. */
export function PageHero({
  title,
  subtitle,
  children,
}: {
  title: string
  subtitle: string
  children?: ReactNode
}) {
  return (
    <section className="bg-gradient-to-br from-brand-900 via-brand-700 to-brand-600 px-4 pt-28 pb-14 text-center text-white sm:px-6 md:pt-32 md:pb-20">
      <div className="mx-auto max-w-3xl">
        <h1 className="font-display text-4xl font-bold md:text-5xl">{title}</h1>
        <p className="mt-4 text-lg text-brand-50">{subtitle}</p>
        {children}
      </div>
    </section>
  )
}
