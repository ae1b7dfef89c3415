/**
 * Lexical rich text as the editors write it in /cms, and its plain HTML for the public pages.
 * The HTML is made on the server from a small, known set of nodes (paragraphs, headings, lists,
 * quotes, links, line breaks, bold/italic/underline/strikethrough/code text), so public pages
 * gain no editor JavaScript and an unknown node can only ever add its escaped text.
 */

export type RichTextNode = {
  type: string
  version?: number
  text?: string
  format?: number | string
  tag?: string
  listType?: string
  fields?: { url?: unknown; newTab?: unknown; linkType?: unknown } & Record<string, unknown>
  children?: RichTextNode[]
  [key: string]: unknown
}

/** A stored element as the generated types describe it: every node carries its version. */
export type StoredNode = { [k: string]: unknown; type: string; version: number }

export type RichTextState = {
  [k: string]: unknown
  root: {
    type: string
    children: StoredNode[]
    direction: 'ltr' | 'rtl' | null
    format: '' | 'left' | 'start' | 'center' | 'right' | 'end' | 'justify'
    indent: number
    version: number
  }
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c)
}

/**
 * A link may only lead to a web page (http, https), an email (mailto), a phone (tel) or a page
 * of this site (a path starting with one slash, or an anchor). Anything else (javascript:,
 * data:, protocol-relative //host) is refused, so an editor cannot plant a script in a page.
 */
export function safeHref(url: unknown): string | null {
  if (typeof url !== 'string') return null
  const href = url.trim()
  if (!href) return null
  if (/^\/(?!\/)/.test(href) || href.startsWith('#')) return href
  if (/^(https?:\/\/[^\s/]+|mailto:[^\s]+|tel:\+?[\d\s()-]+$)/i.test(href)) return href
  return null
}

/** A link that leaves the site: it opens without giving the other page a handle on this one. */
export function isExternalHref(href: string): boolean {
  return /^https?:\/\//i.test(href)
}

export function linkIsAllowed(url: unknown): true | string {
  return safeHref(url) ? true : 'Links may start with https://, http://, mailto:, tel: or /'
}

/** Lexical text format bits: bold 1, italic 2, strikethrough 4, underline 8, code 16. */
const FORMAT_TAGS: Array<[number, string]> = [
  [16, 'code'],
  [1, 'strong'],
  [2, 'em'],
  [8, 'u'],
  [4, 's'],
]

function renderText(node: RichTextNode): string {
  let html = escapeHtml(node.text ?? '')
  const format = typeof node.format === 'number' ? node.format : 0
  for (const [bit, tag] of FORMAT_TAGS) if (format & bit) html = `<${tag}>${html}</${tag}>`
  return html
}

function renderChildren(node: RichTextNode): string {
  return (node.children ?? []).map(renderNode).join('')
}

function renderLink(node: RichTextNode): string {
  const inner = renderChildren(node)
  const href = safeHref(node.fields?.url)
  if (!href) return inner
  const external = isExternalHref(href)
  const newTab = node.fields?.newTab === true || external
  const attrs = newTab ? ' target="_blank" rel="noopener noreferrer"' : ''
  return `<a href="${escapeHtml(href)}"${attrs}>${inner}</a>`
}

const HEADINGS = new Set(['h2', 'h3', 'h4'])

function renderNode(node: RichTextNode): string {
  switch (node.type) {
    case 'text':
      return renderText(node)
    case 'linebreak':
      return '<br>'
    case 'tab':
      return ' '
    case 'paragraph': {
      const inner = renderChildren(node)
      return inner ? `<p>${inner}</p>` : ''
    }
    case 'heading': {
      // The page's own title is the one h1; an editor's h1 reads as a section heading.
      const tag = HEADINGS.has(node.tag ?? '') ? node.tag : 'h2'
      return `<${tag}>${renderChildren(node)}</${tag}>`
    }
    case 'quote':
      return `<blockquote>${renderChildren(node)}</blockquote>`
    case 'list': {
      const tag = node.listType === 'number' ? 'ol' : 'ul'
      return `<${tag}>${renderChildren(node)}</${tag}>`
    }
    case 'listitem': {
      const children = node.children ?? []
      // A nested list sits in a list item of its own: keep it inside the item before it.
      return `<li>${children.map(renderNode).join('')}</li>`
    }
    case 'link':
    case 'autolink':
      return renderLink(node)
    default:
      return renderChildren(node)
  }
}

export function isRichTextState(value: unknown): value is RichTextState {
  return (
    typeof value === 'object' &&
    value !== null &&
    'root' in value &&
    typeof (value as { root: unknown }).root === 'object' &&
    Array.isArray((value as { root: { children?: unknown } }).root?.children)
  )
}

/**
 * Today's plain texts (paragraphs separated by a blank line, line breaks kept) as Lexical state.
 * The migration, the seed and reads of not-yet-migrated documents all use it.
 */
export function plainTextToRichText(text: string | null | undefined): RichTextState {
  const paragraphs = (text ?? '')
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean)
  return {
    root: {
      type: 'root',
      format: '',
      indent: 0,
      version: 1,
      direction: 'ltr',
      children: paragraphs.map((paragraph) => ({
        type: 'paragraph',
        format: '',
        indent: 0,
        version: 1,
        direction: 'ltr',
        textFormat: 0,
        textStyle: '',
        children: paragraph.split('\n').flatMap((line, index): StoredNode[] => {
          const text: StoredNode = {
            type: 'text',
            text: line,
            format: 0,
            detail: 0,
            mode: 'normal',
            style: '',
            version: 1,
          }
          return index === 0 ? [text] : [{ type: 'linebreak', version: 1 }, text]
        }),
      })),
    },
  }
}

/** Rich text, or a plain text not yet carried over, as the state the editor and pages read. */
export function toRichText(value: unknown): RichTextState | null {
  if (isRichTextState(value)) return value
  if (typeof value === 'string') return plainTextToRichText(value)
  return null
}

/** Plain HTML for a public page; empty for an empty or missing text. */
export function richTextToHtml(value: unknown): string {
  const state = toRichText(value)
  return state ? (state.root.children as RichTextNode[]).map(renderNode).join('') : ''
}

/** The text alone, for meta descriptions and checks. */
export function richTextToPlain(value: unknown): string {
  const walk = (node: RichTextNode): string =>
    node.type === 'text'
      ? (node.text ?? '')
      : node.type === 'linebreak'
        ? '\n'
        : (node.children ?? []).map(walk).join('')
  const state = toRichText(value)
  return state ? (state.root.children as RichTextNode[]).map(walk).join('\n\n').trim() : ''
}

/** Every link address in a text that a public page would refuse. */
export function unsafeLinks(value: unknown): string[] {
  const found: string[] = []
  const walk = (node: RichTextNode) => {
    if (
      (node.type === 'link' || node.type === 'autolink') &&
      node.fields?.linkType !== 'internal'
    ) {
      if (!safeHref(node.fields?.url)) found.push(String(node.fields?.url ?? ''))
    }
    node.children?.forEach(walk)
  }
  const state = toRichText(value)
  ;(state?.root.children as RichTextNode[] | undefined)?.forEach(walk)
  return found
}
