import { paragraphs } from '@/lib/site'

import { PageHero } from '../PageHero'

/** Privacy Policy and Terms of Service: the editor's text from site settings, one paragraph a block. */
export function PolicyPage({
  title,
  subtitle,
  text,
  contact,
}: {
  title: string
  subtitle: string
  text: string
  contact: string
}) {
  return (
    <>
      <PageHero title={title} subtitle={subtitle} />
      <article className="mx-auto max-w-3xl space-y-5 px-4 py-14 text-lg leading-relaxed text-stone-800 sm:px-6">
        {paragraphs(text).map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <p className="border-t border-stone-200 pt-5 text-base text-stone-600">{contact}</p>
      </article>
    </>
  )
}
