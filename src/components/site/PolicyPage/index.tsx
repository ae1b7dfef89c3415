import { richTextToHtml } from '@/lib/richText'

import { RichText } from '@/components/site/RichText'

import { PageHero } from '@/components/site/PageHero'

/** Privacy Policy and Terms of Service: the editor's text from site settings, rich text rendered on the server. */
export function PolicyPage({
  title,
  subtitle,
  text,
  lead,
  contact,
}: {
  title: string
  subtitle: string
  text: unknown
  /** A sentence from the settings shown before the editor's text. */
  lead?: string | null
  contact: string
}) {
  return (
    <>
      <PageHero title={title} subtitle={subtitle} />
      <article className="mx-auto max-w-3xl space-y-5 px-4 py-14 text-lg leading-relaxed text-stone-800 sm:px-6">
        {lead && <p data-testid="policy-lead">{lead}</p>}
        <RichText html={richTextToHtml(text)} />
        <p className="border-t border-stone-200 pt-5 text-base text-stone-600">{contact}</p>
      </article>
    </>
  )
}
