import { Icon } from '@/components/ui/Icon'

/** The house's mark: a crown beside its name, drawn inline so the header needs no image request. */
export function Logo({ houseName, className }: { houseName: string; className?: string }) {
  return (
    <span className={className ?? 'flex items-center gap-2'}>
      <Icon name="crown" className="h-9 w-9 shrink-0 rounded-full bg-brand-500 p-2 text-white" />
      <span className="font-display text-lg leading-tight font-bold">{houseName}</span>
    </span>
  )
}
