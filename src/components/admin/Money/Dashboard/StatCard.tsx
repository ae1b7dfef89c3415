import { Icon, type IconKey } from '@/components/ui/Icon'
import { cn } from '@/lib/cn'
import type { Trend } from '@/lib/reports'

/** One headline figure with its icon, and either a note or a trend under it. */
export function StatCard({
  label,
  value,
  icon,
  note,
  trend,
  testId,
}: {
  label: string
  value: string
  icon: IconKey
  note?: string
  trend?: Trend
  testId: string
}) {
  return (
    <div className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200" data-testid={testId}>
      <div className="flex items-start justify-between gap-2">
        <p className="text-sm font-medium text-stone-600">{label}</p>
        <span className="rounded-lg bg-brand-50 p-2 text-brand-700">
          <Icon name={icon} className="h-5 w-5" />
        </span>
      </div>
      <p className="mt-1 text-2xl font-bold text-stone-900" data-testid={`${testId}-value`}>
        {value}
      </p>
      {note && <p className="mt-1 text-xs text-stone-600">{note}</p>}
      {trend && (
        <p
          data-testid={`${testId}-trend`}
          className={cn(
            'mt-1 text-xs font-medium',
            trend.direction === 'up'
              ? 'text-emerald-700'
              : trend.direction === 'down'
                ? 'text-red-700'
                : 'text-stone-500',
          )}
        >
          {trend.text}
        </p>
      )}
    </div>
  )
}
