import type { SVGProps } from 'react'

import type { IconKey } from './shapes'

export type { IconKey } from './shapes'

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'name'> & {
  name: IconKey
  /** Text for screen readers; without it the icon is decorative and hidden from them. */
  title?: string
}

/**
 * One icon, a `<use>` of its shape in `IconSymbols` (./symbols.tsx; the portal's own icons in
 * `StaffIconSymbols`), drawn in the text colour by the `.icon` rule in
 * src/app/(frontend)/theme.css (stroke width, caps, no fill); size and any fill come from utility
 * classes such as `h-4 w-4 fill-current`.
 * Every attribute here is repeated for each icon in the HTML and again in the page's RSC payload,
 * so the markup is kept to the minimum.
 */
export function Icon({ name, title, className = 'h-5 w-5', ...rest }: IconProps) {
  return (
    <svg
      className={`icon ${className}`}
      aria-hidden={title ? undefined : true}
      role={title ? 'img' : undefined}
      {...rest}
    >
      {title ? <title>{title}</title> : null}
      <use href={`#${name}`} />
    </svg>
  )
}
