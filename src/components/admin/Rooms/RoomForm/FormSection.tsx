import { useId, type ReactNode } from 'react'

/** A titled card of the room form, named by its heading for screen readers. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId()
  return (
    <section
      aria-labelledby={id}
      className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-6"
    >
      <h2 id={id} className="mb-4 text-lg font-semibold text-stone-900">
        {title}
      </h2>
      {children}
    </section>
  )
}
