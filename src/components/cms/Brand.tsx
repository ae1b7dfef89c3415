import type { CSSProperties } from 'react'

import { ICON_SHAPES } from '@/components/ui/Icon/shapes'

import { cmsHouseName } from '@/components/cms/pageMetadata'

/** The site's own mark (a crown on the brand colour), drawn inline: /cms loads no site CSS. */
function Crown({ size }: { size: number }) {
  const circle: CSSProperties = {
    display: 'grid',
    placeItems: 'center',
    width: size,
    height: size,
    borderRadius: '50%',
    background: '#b7791f',
    color: '#fff',
    flexShrink: 0,
  }
  return (
    <span style={circle} aria-hidden>
      <svg
        viewBox="0 0 24 24"
        width={size * 0.55}
        height={size * 0.55}
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d={ICON_SHAPES.crown} />
      </svg>
    </span>
  )
}

/** The house's name and mark on the /cms sign-in page, instead of Payload's logo. */
export async function Logo() {
  const houseName = await cmsHouseName()
  return (
    <span style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
      <Crown size={48} />
      <span style={{ fontSize: 24, fontWeight: 700 }}>{houseName}</span>
    </span>
  )
}

/**
 * The house's mark in the /cms header. Payload gives it an 18 px box (`.step-nav__home`) and hides
 * what overflows, so the mark is drawn at that size: a larger one showed cut in half.
 */
export const CMS_ICON_PX = 18

export function Icon() {
  return <Crown size={CMS_ICON_PX} />
}
