import type { Payload } from 'payload'

import { MESSAGES } from '@/lib/messages'
import { isRichTextState, type StoredNode } from '@/lib/richText'

/**
 * The demo's terms before the house times were one setting: their second paragraph named the
 * times in the text itself, which the terms page now shows above the text from the setting.
 */
const FORMER_PARAGRAPH =
  'A booking is confirmed when our staff confirm it to you by WhatsApp, phone or email. Check-in is from 12:00 noon and check-out by 11:00 AM.'
const PARAGRAPH_NOW =
  'A booking is confirmed when our staff confirm it to you by WhatsApp, phone or email.'

/** A paragraph of one plain text node reading exactly `text`. */
function isPlainParagraph(node: StoredNode, text: string): boolean {
  const children = node.children as StoredNode[] | undefined
  return (
    node.type === 'paragraph' &&
    children?.length === 1 &&
    children[0].type === 'text' &&
    children[0].text === text
  )
}

/**
 * Takes the former default sentence naming the times out of the published terms, so they cannot
 * say 12:00 noon above a stay page and a day-before message that say the setting's time. Terms an
 * admin wrote in their own words are kept as they are. Answers 1 when it changed the terms.
 */
export async function moveHouseTimesOutOfTerms(payload: Payload): Promise<number> {
  const settings = await payload.findGlobal({
    slug: 'site-settings',
    depth: 0,
    overrideAccess: true,
  })
  const terms = settings.termsOfService
  if (!isRichTextState(terms)) return 0
  const former = terms.root.children.findIndex((node) => isPlainParagraph(node, FORMER_PARAGRAPH))
  if (former < 0) return 0
  const children = terms.root.children.map((node, index) =>
    index === former
      ? {
          ...node,
          children: [{ ...(node.children as StoredNode[])[0], text: PARAGRAPH_NOW }],
        }
      : node,
  )
  await payload.updateGlobal({
    slug: 'site-settings',
    data: { termsOfService: { ...terms, root: { ...terms.root, children } } },
    overrideAccess: true,
  })
  payload.logger.info(MESSAGES.houseTimes.termsTimesMoved)
  return 1
}
