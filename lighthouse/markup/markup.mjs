// A page's markup twin: the body of one of the house's built pages, taken as the server sent it
// with its scripts left out, rendered again as plain server components by a bare Next.js page
// (`app/`). React then hydrates the same elements, attributes and text as on the house's page,
// and none of the house's client code runs, so the ratio of the page to its twin is what the
// house's scripts add to the content the page shows.
import { createElement } from 'react'
import { parse, parseFragment, serialize } from 'parse5'

// HTML attribute names React spells otherwise. Hyphenated names (an SVG's `stroke-width`) are
// written in camel case by the rule in `propName`; `data-` and `aria-` names stay as they are.
const REACT_NAMES = {
  class: 'className',
  for: 'htmlFor',
  tabindex: 'tabIndex',
  readonly: 'readOnly',
  maxlength: 'maxLength',
  minlength: 'minLength',
  autocomplete: 'autoComplete',
  autofocus: 'autoFocus',
  inputmode: 'inputMode',
  enterkeyhint: 'enterKeyHint',
  spellcheck: 'spellCheck',
  autocapitalize: 'autoCapitalize',
  novalidate: 'noValidate',
  formnovalidate: 'formNoValidate',
  allowfullscreen: 'allowFullScreen',
  referrerpolicy: 'referrerPolicy',
  crossorigin: 'crossOrigin',
  fetchpriority: 'fetchPriority',
  srcset: 'srcSet',
  datetime: 'dateTime',
  colspan: 'colSpan',
  rowspan: 'rowSpan',
  contenteditable: 'contentEditable',
  'xlink:href': 'xlinkHref',
}

// Attributes whose presence is their value.
const BOOLEAN = new Set([
  'allowfullscreen',
  'async',
  'autofocus',
  'checked',
  'controls',
  'default',
  'defer',
  'disabled',
  'formnovalidate',
  'hidden',
  'inert',
  'itemscope',
  'loop',
  'multiple',
  'muted',
  'novalidate',
  'open',
  'playsinline',
  'readonly',
  'required',
  'reversed',
  'selected',
])

// Elements React puts in the document's head wherever they are rendered: a body has none to show.
const HEAD_ONLY = new Set(['script', 'title', 'meta', 'link', 'style', 'base'])

const camel = (name) => name.replace(/-([a-z])/g, (_, letter) => letter.toUpperCase())

function propName(name) {
  if (REACT_NAMES[name]) return REACT_NAMES[name]
  if (name.startsWith('data-') || name.startsWith('aria-')) return name
  return camel(name)
}

/** `a:1; --b: 2` as React's style object; custom properties keep their names. */
function styleObject(text) {
  const style = {}
  for (const declaration of text.split(';')) {
    const colon = declaration.indexOf(':')
    if (colon < 0) continue
    const name = declaration.slice(0, colon).trim()
    style[name.startsWith('--') ? name : camel(name)] = declaration.slice(colon + 1).trim()
  }
  return style
}

function props(element, key) {
  const result = { key }
  const formControl = ['input', 'textarea', 'select'].includes(element.tagName)
  for (const { name, value } of element.attrs) {
    if (name === 'style') result.style = styleObject(value)
    // Uncontrolled, as the server sent them: a `value` without a handler would lock the field.
    else if (name === 'value' && formControl) result.defaultValue = value
    else if (name === 'checked') result.defaultChecked = true
    else
      result[propName(name)] = BOOLEAN.has(name) && (value === '' || value === name) ? true : value
  }
  return result
}

/** What text nodes hold, joined: a <textarea>'s value, or a <noscript>'s text. */
const textOf = (nodes) => nodes.map((node) => node.value ?? '').join('')

const html = (nodes) =>
  nodes.map((node) => serialize({ nodeName: '#document-fragment', childNodes: [node] })).join('')

function toReact(node, key) {
  if (node.nodeName === '#text') return node.value
  if (!node.tagName || HEAD_ONLY.has(node.tagName) || node.tagName === 'next-route-announcer')
    return null
  const elementProps = props(node, key)
  const children = node.tagName === 'template' ? node.content.childNodes : node.childNodes
  // The icon sprite goes as one HTML string, as the house sends it, not an element per shape; so
  // does what a <noscript> holds, which a browser running scripts keeps as text.
  const sprite =
    node.tagName === 'svg' &&
    children.length > 0 &&
    children.every((child) => child.tagName === 'symbol')
  if (sprite || node.tagName === 'noscript') {
    const inner = node.tagName === 'noscript' ? textOf(children) : html(children)
    return createElement(node.tagName, {
      ...elementProps,
      dangerouslySetInnerHTML: { __html: inner },
    })
  }
  if (node.tagName === 'textarea') {
    return createElement('textarea', { defaultValue: textOf(children), ...elementProps })
  }
  const kids = children.map((child, i) => toReact(child, i)).filter((child) => child !== null)
  return createElement(node.tagName, elementProps, ...(kids.length ? [kids] : []))
}

/** A fragment of HTML as React elements: what the twin page renders. */
export function htmlToReact(source) {
  return parseFragment(source)
    .childNodes.map((node, i) => toReact(node, i))
    .filter((node) => node !== null)
}

function documentParts(document) {
  const html = parse(document).childNodes.find((node) => node.tagName === 'html')
  const body = html?.childNodes.find((node) => node.tagName === 'body')
  if (!body) throw new Error('the page has no body')
  return { html, body }
}

/** The inside of a whole page's body, without its scripts: what a twin is made from. */
export function bodyMarkup(document) {
  const { body } = documentParts(document)
  const strip = (node) => {
    node.childNodes = (node.childNodes ?? []).filter(
      (child) => child.tagName !== 'script' && child.nodeName !== '#comment',
    )
    for (const child of node.childNodes) strip(child)
  }
  strip(body)
  return serialize(body)
}

/** The page's `<html>` and `<body>` attributes as React props, for the twins' layout to wear. */
export function documentAttributes(document) {
  const attributes = (element) => {
    const { key: _key, ...rest } = props(element, undefined)
    return rest
  }
  const { html, body } = documentParts(document)
  return { html: attributes(html), body: attributes(body) }
}

/** The stylesheets a page links, in order. */
export function stylesheetLinks(document) {
  return [...document.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*>/g)]
    .map(([tag]) => /href="([^"]+)"/.exec(tag)?.[1])
    .filter(Boolean)
}

/** The name of a page's twin: `/` → `home`, `/stay/<token>` → `stay`. */
export function twinName(page) {
  if (page === '/') return 'home'
  return page.split('/')[1]
}
