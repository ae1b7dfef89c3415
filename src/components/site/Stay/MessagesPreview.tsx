import {
  SAMPLE_VALUES,
  STAY_MOMENT_LABELS,
  STAY_MOMENTS,
  type HouseLines,
  type StayTemplates,
} from '@/lib/guestStay/stayMessages'
import { stayMessage } from '@/lib/guestStay/stayMessages'

/** Every moment's message as a guest would get it, filled with a sample stay. */
export function MessagesPreview({
  templates,
  house,
}: {
  templates: StayTemplates
  house: HouseLines
}) {
  return (
    <div className="mx-auto max-w-2xl space-y-6 px-4 pt-24 pb-8">
      <h1 className="text-2xl font-bold">Stay messages</h1>
      <p className="text-stone-700">
        Each message with a sample stay ({SAMPLE_VALUES.reference}, {SAMPLE_VALUES.room},{' '}
        {SAMPLE_VALUES.checkIn} to {SAMPLE_VALUES.checkOut}). WhatsApp greets the guest by first
        name; emails say “guest”.
      </p>
      {STAY_MOMENTS.map((moment) => {
        const message = stayMessage(moment, templates, SAMPLE_VALUES, house)
        return (
          <section key={moment} aria-labelledby={`preview-${moment}`} className="space-y-2">
            <h2 id={`preview-${moment}`} className="text-lg font-semibold">
              {STAY_MOMENT_LABELS[moment]}
            </h2>
            <p className="text-sm">
              <span className="text-stone-600">Subject:</span> {message.subject}
            </p>
            <pre className="rounded-xl bg-white p-4 text-sm whitespace-pre-wrap shadow-sm ring-1 ring-stone-200">
              {message.text}
            </pre>
          </section>
        )
      })}
    </div>
  )
}
