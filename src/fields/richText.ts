import {
  BlockquoteFeature,
  BoldFeature,
  FixedToolbarFeature,
  HeadingFeature,
  InlineToolbarFeature,
  ItalicFeature,
  LinkFeature,
  OrderedListFeature,
  ParagraphFeature,
  UnderlineFeature,
  UnorderedListFeature,
  lexicalEditor,
} from '@payloadcms/richtext-lexical'
import type { Field, RichTextField } from 'payload'

import { linkIsAllowed, toRichText, unsafeLinks } from '@/lib/richText'

/**
 * The one editor for long texts: paragraphs, two heading sizes, lists, quotes, bold, italic,
 * underline and links. Exactly what the public pages render as plain HTML; links lead only to
 * web pages, email, phone or a page of this site (no links to documents, which have no page).
 */
export const richTextEditor = lexicalEditor({
  features: () => [
    ParagraphFeature(),
    HeadingFeature({ enabledHeadingSizes: ['h2', 'h3'] }),
    BoldFeature(),
    ItalicFeature(),
    UnderlineFeature(),
    UnorderedListFeature(),
    OrderedListFeature(),
    BlockquoteFeature(),
    LinkFeature({
      enabledCollections: [],
      fields: ({ defaultFields }) =>
        defaultFields.map((field) =>
          'name' in field && field.name === 'url'
            ? ({
                ...field,
                validate: (value: unknown) => linkIsAllowed(value),
                admin: {
                  ...field.admin,
                  description:
                    'https://…, mailto:name@example.com, tel:+233… or a page such as /rooms',
                },
              } as typeof field)
            : field,
        ),
    }),
    FixedToolbarFeature(),
    InlineToolbarFeature(),
  ],
})

/**
 * A long text an editor formats. Reads of a text still stored as plain text (a MongoDB site
 * installed before rich text) come back as rich text, so nothing is lost and the next save
 * stores it in the new form.
 */
export function richTextField(
  name: string,
  options: { label?: string; required?: boolean; description?: string } = {},
): Field {
  const field: RichTextField = {
    name,
    type: 'richText',
    label: options.label,
    required: options.required,
    editor: richTextEditor,
    admin: options.description ? { description: options.description } : undefined,
    hooks: { afterRead: [({ value }) => toRichText(value) ?? value] },
    validate: (value: unknown) => {
      const bad = unsafeLinks(value)
      if (bad.length > 0) return `${linkIsAllowed(bad[0]) as string} (found "${bad[0]}")`
      if (options.required && !toRichText(value)?.root.children.length)
        return 'This field is required.'
      return true
    },
  }
  return field
}
