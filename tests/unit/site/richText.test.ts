import { describe, expect, it } from '@jest/globals'

import {
  plainTextToRichText,
  richTextToHtml,
  richTextToPlain,
  safeHref,
  unsafeLinks,
  type RichTextState,
  type StoredNode,
} from '@/lib/richText'

const text = (value: string, format = 0): StoredNode => ({
  type: 'text',
  text: value,
  format,
  version: 1,
})
const link = (url: string, children: StoredNode[], newTab = false): StoredNode => ({
  type: 'link',
  version: 3,
  fields: { url, newTab, linkType: 'custom' },
  children,
})
const doc = (...children: StoredNode[]): RichTextState => ({
  root: { type: 'root', direction: 'ltr', format: '', indent: 0, version: 1, children },
})
const paragraph = (...children: StoredNode[]): StoredNode => ({
  type: 'paragraph',
  version: 1,
  children,
})

describe('plainTextToRichText', () => {
  it('keeps each blank-line paragraph and each line break of a plain text', () => {
    const state = plainTextToRichText('One.\n\nTwo\nstill two.\n\n\n  \nThree & <b>.')
    expect(richTextToHtml(state)).toBe(
      '<p>One.</p><p>Two<br>still two.</p><p>Three &amp; &lt;b&gt;.</p>',
    )
    expect(richTextToPlain(state)).toBe('One.\n\nTwo\nstill two.\n\nThree & <b>.')
  })

  it('makes an empty text empty', () => {
    expect(plainTextToRichText('').root.children).toEqual([])
    expect(richTextToHtml(null)).toBe('')
  })
})

describe('richTextToHtml', () => {
  it('renders formats, headings, lists and quotes as plain HTML', () => {
    const html = richTextToHtml(
      doc(
        { type: 'heading', tag: 'h1', version: 1, children: [text('Stay')] },
        paragraph(text('bold', 1), text(' and '), text('italic', 2)),
        {
          type: 'list',
          listType: 'number',
          version: 1,
          children: [{ type: 'listitem', version: 1, children: [text('first')] }],
        },
        { type: 'quote', version: 1, children: [text('Lovely')] },
      ),
    )
    expect(html).toBe(
      '<h2>Stay</h2><p><strong>bold</strong> and <em>italic</em></p><ol><li>first</li></ol><blockquote>Lovely</blockquote>',
    )
  })

  it('opens external links safely and keeps site, mail and phone links as they are', () => {
    const html = richTextToHtml(
      doc(
        paragraph(
          link('https://example.com/a?b=1&c=2', [text('web')]),
          link('/rooms', [text('rooms')]),
          link('mailto:stay@example.com', [text('mail')]),
          link('tel:+233 24 123 4567', [text('call')]),
        ),
      ),
    )
    expect(html).toBe(
      '<p><a href="https://example.com/a?b=1&amp;c=2" target="_blank" rel="noopener noreferrer">web</a>' +
        '<a href="/rooms">rooms</a><a href="mailto:stay@example.com">mail</a>' +
        '<a href="tel:+233 24 123 4567">call</a></p>',
    )
  })

  it('drops a link to anything else but keeps its words', () => {
    for (const url of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/html,x',
      '//evil.example',
      ' ',
      'vbscript:x',
    ]) {
      expect(richTextToHtml(doc(paragraph(link(url, [text('here')]))))).toBe('<p>here</p>')
      expect(safeHref(url)).toBeNull()
    }
    expect(unsafeLinks(doc(paragraph(link('javascript:alert(1)', [text('x')]))))).toEqual([
      'javascript:alert(1)',
    ])
    expect(unsafeLinks(doc(paragraph(link('https://example.com', [text('x')]))))).toEqual([])
  })

  it('escapes text and attributes it does not know', () => {
    expect(
      richTextToHtml(doc({ type: 'mystery', version: 1, children: [text('<script>x</script>')] })),
    ).toBe('&lt;script&gt;x&lt;/script&gt;')
  })

  it('reads a text not yet carried over from plain text', () => {
    expect(richTextToHtml('Hello\n\nWorld')).toBe('<p>Hello</p><p>World</p>')
  })
})
