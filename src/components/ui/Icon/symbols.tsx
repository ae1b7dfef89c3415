import { ICON_SHAPES, STAFF_ICON_SHAPES } from './shapes'

// Each icon as a `<symbol>` whose id is its name, for `<use href="#name">`. The viewBox lives
// here, so the `<svg>` around each `<use>` in the pages needs none.
const symbols = (shapes: Record<string, string>) =>
  Object.entries(shapes)
    .map(([name, d]) => `<symbol id="${name}" viewBox="0 0 24 24"><path d="${d}"/></symbol>`)
    .join('')
const SYMBOLS = symbols(ICON_SHAPES)
const STAFF_SYMBOLS = symbols(STAFF_ICON_SHAPES)

/**
 * The shapes of the icons guests' pages draw and of the ones editors pick, once per page and
 * hidden, for each `Icon` to point at; rendered by the layout around the site and the portal.
 * Kept apart from `Icon`, so the shapes never reach a client component's script.
 *
 * The shapes are in the page, not in a sprite file: a file that `<use>` points at is a whole SVG
 * document the browser builds on the page's main thread when it arrives, and then draws the icons
 * again; symbols already in the page cost only their parsing. They go as one HTML
 * string, so the page's RSC payload carries one string, not an element per shape.
 */
export function IconSymbols() {
  return <svg style={{ display: 'none' }} dangerouslySetInnerHTML={{ __html: SYMBOLS }} />
}

/**
 * The staff portal's own icons, rendered by its layout beside `IconSymbols`: shapes that would
 * ride twice (in the page and its RSC payload) on guests' pages that never show them.
 */
export function StaffIconSymbols() {
  return <svg style={{ display: 'none' }} dangerouslySetInnerHTML={{ __html: STAFF_SYMBOLS }} />
}
