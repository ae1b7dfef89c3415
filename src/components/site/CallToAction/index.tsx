import type { ReactNode } from 'react'

import { cn } from '@/lib/cn'

type Props = {
  /** The heading's id, which names the section for screen readers. */
  id: string
  title: string
  text?: string
  /** The home page's closing band speaks a size up on wide screens. */
  large?: boolean
  /** The band's buttons, light on the dark brand colour. */
  children: ReactNode
}

/** The dark closing band of a page: a heading, a line of text and the buttons that act on it. */
export function CallToAction({ id, title, text, large, children }: Props) {
  return (
    <section
      aria-labelledby={id}
      className="bg-brand-900 px-4 py-16 text-center text-white sm:px-6"
    >
      <h2 id={id} className={cn('font-display text-3xl font-bold', large && 'md:text-4xl')}>
        {title}
      </h2>
      {text ? <p className="mx-auto mt-3 max-w-xl text-brand-50">{text}</p> : null}
      <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div>
    </section>
  )
}
