import type { ReactNode } from 'react'

import { cn } from '@/lib/cn'

const BADGE_TONES = {
  green: 'bg-emerald-100 text-emerald-800',
  grey: 'bg-stone-200 text-stone-700',
  amber: 'bg-amber-100 text-amber-900',
  purple: 'bg-violet-100 text-violet-800',
  red: 'bg-red-100 text-red-800',
} as const

export function Badge({ tone, children }: { tone: keyof typeof BADGE_TONES; children: ReactNode }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold',
        BADGE_TONES[tone],
      )}
    >
      {children}
    </span>
  )
}
