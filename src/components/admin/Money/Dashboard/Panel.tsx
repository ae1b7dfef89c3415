import type { ReactNode } from 'react'

import { Icon, type IconKey } from '@/components/ui/Icon'

/** A small titled box of figures. */
export function Panel({
  title,
  icon,
  children,
  testId,
}: {
  title: string
  icon: IconKey
  children: ReactNode
  testId: string
}) {
  return (
    <section
      className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200"
      data-testid={testId}
    >
      <h2 className="flex items-center gap-2 text-base font-semibold text-stone-900">
        <Icon name={icon} className="h-5 w-5 text-brand-700" />
        {title}
      </h2>
      <div className="mt-3 text-sm text-stone-700">{children}</div>
    </section>
  )
}
