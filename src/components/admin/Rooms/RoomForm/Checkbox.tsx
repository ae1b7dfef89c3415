import type { ReactNode } from 'react'

import { cn } from '@/lib/cn'

/** A tick box inside its label, tall enough (44 px) to hit with a thumb. */
export function Checkbox({
  checked,
  onChange,
  className,
  children,
}: {
  checked: boolean
  onChange: (checked: boolean) => void
  className: string
  children: ReactNode
}) {
  return (
    <label className={cn('flex min-h-11 items-center gap-3', className)}>
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="h-5 w-5 accent-brand-700"
      />
      {children}
    </label>
  )
}
