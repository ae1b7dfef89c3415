import { ICON_SHAPES } from './shapes'

/**
 * Every icon as a `<symbol>` whose id is its name, for `<use href="/icons.svg?v=…#name">`. The
 * viewBox lives here, so the `<svg>` around each `<use>` in the pages needs none.
 */
export function iconSprite(): string {
  const symbols = Object.entries(ICON_SHAPES)
    .map(([name, d]) => `<symbol id="${name}" viewBox="0 0 24 24"><path d="${d}"/></symbol>`)
    .join('')
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols}</svg>`
}
