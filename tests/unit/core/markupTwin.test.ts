import { describe, expect, it } from '@jest/globals'
import { parseFragment, serialize } from 'parse5'
import { createElement, Fragment, type ReactElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'

import {
  bodyMarkup,
  documentAttributes,
  htmlToReact,
  stylesheetLinks,
  twinName,
} from '../../../lighthouse/markup/markup.mjs'

// `npm run lighthouse` sets each page beside its markup twin: the page's own body, rendered again
// as plain server components by a bare Next.js page. The ratio between them is fair only while the
// twin is the same markup: every element, attribute and text the server sent, and nothing else.

type Node = { attrs?: { name: string }[]; childNodes?: Node[] }
const sortAttributes = (node: Node) => {
  node.attrs?.sort((a, b) => a.name.localeCompare(b.name))
  node.childNodes?.forEach(sortAttributes)
}
/**
 * Markup as parse5 writes it, attributes in name order, so that two spellings of the same tree
 * compare equal (React writes an input's `name` after its other attributes).
 */
const normal = (html: string) => {
  const tree = parseFragment(html)
  sortAttributes(tree as unknown as Node)
  return serialize(tree)
}
/**
 * The twin's markup for `html`. React also writes a preload for a picture fetched at high
 * priority, which a page puts in its head: as it does on the house's page, so it is left aside.
 */
const rendered = (html: string) =>
  renderToStaticMarkup(
    createElement(Fragment, null, ...(htmlToReact(html) as ReactElement[])),
  ).replace(/<link rel="preload" as="image"[^>]*>/g, '')

// The kinds of markup the house's pages send: Tailwind classes, icons drawn from the sprite,
// labelled form fields with values, a chosen option, rich text, pictures with their sizes.
const PAGE_PARTS = [
  '<header class="fixed inset-x-0 top-0 z-40"><a href="/" class="rounded"><svg class="icon h-6 w-6" aria-hidden="true"><use href="#logo"></use></svg><span>Royal Palm</span></a></header>',
  '<nav aria-label="Quick Links"><ul class="mt-3 space-y-2"><li><a href="/rooms">Rooms</a></li><li><a href="/contact" data-testid="contact">Contact</a></li></ul></nav>',
  '<form class="space-y-5" novalidate=""><label for="contact-name" class="block">Full Name <span class="text-red-700">*</span></label><input id="contact-name" name="name" type="text" autocomplete="name" maxlength="80" aria-required="true" required="" value="Ama"><select id="guests" name="guests"><option value="1">1 Guest</option><option value="2" selected="">2 Guests</option></select><textarea id="message" name="message" rows="5">Hello there</textarea><button type="submit" class="w-full">Send</button></form>',
  '<img src="/api/media/file/a-640x400.webp?v=1" srcset="/api/media/file/a-480x300.webp?v=1 480w, /api/media/file/a-640x400.webp?v=1 640w" sizes="100vw" alt="The garden" loading="eager" fetchpriority="high" decoding="async" class="object-cover">',
  '<div class="stars" style="--rating:4" role="img" aria-label="4 out of 5 stars"></div><p hidden="">Not shown</p>',
  '<svg viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round"><path d="M4 12h16"></path></svg>',
  '<div class="rich-text"><p>Just off the <strong>highway</strong>, 50 metres from the church.</p><ul><li>Hot water</li></ul></div>',
]

describe('a page as its markup twin', () => {
  it.each(PAGE_PARTS)('renders the same markup the server sent: %s', (part) => {
    expect(normal(rendered(part))).toBe(normal(part))
  })

  it('leaves form fields uncontrolled, as the server sent them', () => {
    const [form] = htmlToReact(PAGE_PARTS[2]) as ReactElement<{ children: ReactElement[] }>[]
    const fields = form.props.children as ReactElement<Record<string, unknown>>[]
    const input = fields.find((field) => field.type === 'input')!
    const textarea = fields.find((field) => field.type === 'textarea')!
    expect(input.props.defaultValue).toBe('Ama')
    expect(input.props).not.toHaveProperty('value')
    expect(textarea.props.defaultValue).toBe('Hello there')
  })

  it('keeps the icon sprite one HTML string, as the house sends it', () => {
    const sprite =
      '<svg style="display:none"><symbol id="menu" viewBox="0 0 24 24"><path d="M4 6h16"></path></symbol><symbol id="close" viewBox="0 0 24 24"><path d="M6 6l12 12"></path></symbol></svg>'
    const [element] = htmlToReact(sprite) as ReactElement<Record<string, unknown>>[]
    expect(element.props.dangerouslySetInnerHTML).toEqual({
      __html:
        '<symbol id="menu" viewBox="0 0 24 24"><path d="M4 6h16"></path></symbol><symbol id="close" viewBox="0 0 24 24"><path d="M6 6l12 12"></path></symbol>',
    })
    expect(normal(rendered(sprite))).toBe(normal(sprite))
  })

  it('takes a page body without its scripts, and the stylesheets the page links', () => {
    const page = `<!DOCTYPE html><html lang="en"><head><link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/><link rel="preload" as="script" href="/_next/static/chunks/b.js"/><link rel="stylesheet" href="/_next/static/chunks/c.css"/></head><body><a class="sr-only" href="#main">Skip</a><!--$--><main id="main"><h1>Rooms</h1><script>self.__next_f.push([1,"x"])</script></main><!--/$--><script src="/_next/static/chunks/b.js" async=""></script></body></html>`
    expect(bodyMarkup(page)).toBe(
      '<a class="sr-only" href="#main">Skip</a><main id="main"><h1>Rooms</h1></main>',
    )
    expect(documentAttributes(page)).toEqual({ html: { lang: 'en' }, body: {} })
    expect(
      documentAttributes('<html lang="en-GH"><body class="min-h-dvh bg-white"></body></html>'),
    ).toEqual({ html: { lang: 'en-GH' }, body: { className: 'min-h-dvh bg-white' } })
    expect(stylesheetLinks(page)).toEqual([
      '/_next/static/chunks/a.css',
      '/_next/static/chunks/c.css',
    ])
  })

  it('names each twin after its page', () => {
    expect(['/', '/rooms', '/bookings', '/stay/Yx3-abc'].map(twinName)).toEqual([
      'home',
      'rooms',
      'bookings',
      'stay',
    ])
  })
})
