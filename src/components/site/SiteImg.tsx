import type { ImgHTMLAttributes } from 'react'
import { preload } from 'react-dom'

import { DEVICE_WIDTHS, FIXED_WIDTHS, IMAGE_QUALITY } from '@server/image-widths.mjs'

import { cn } from '@/lib/cn'

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'width' | 'height'> & {
  src: string
  alt: string
  /** The picture covers its positioned parent (the parent sets the box, so nothing shifts). */
  fill?: boolean
  /** A fixed-size picture: drawn at this many CSS pixels, offered at 1x and 2x. */
  width?: number
  height?: number
  /** The page's largest paint: fetched first, at high priority, from the document's head. */
  priority?: boolean
}

const ALL_WIDTHS = [...FIXED_WIDTHS, ...DEVICE_WIDTHS].sort((a, b) => a - b)

function optimizedUrl(src: string, width: number): string {
  return `/_next/image?url=${encodeURIComponent(src)}&w=${width}&q=${IMAGE_QUALITY}`
}

function atLeast(width: number): number {
  return ALL_WIDTHS.find((allowed) => allowed >= width) ?? ALL_WIDTHS[ALL_WIDTHS.length - 1]
}

/**
 * A plain `<img>` served by Next's image optimizer (AVIF or WebP at the size a phone needs), with no
 * client JavaScript: `next/image` would add its component to every page's bundle, and on this site
 * the bundle is what a guest on paid data waits for. Works in server and client components alike.
 */
export function SiteImg({
  src,
  alt,
  fill = false,
  width,
  height,
  sizes,
  priority = false,
  className,
  ...rest
}: Props) {
  const srcSet = sizes
    ? DEVICE_WIDTHS.map((w) => `${optimizedUrl(src, w)} ${w}w`).join(', ')
    : width
      ? `${optimizedUrl(src, atLeast(width))} 1x, ${optimizedUrl(src, atLeast(width * 2))} 2x`
      : undefined
  const fallback = optimizedUrl(
    src,
    sizes ? DEVICE_WIDTHS[DEVICE_WIDTHS.length - 1] : atLeast(width ?? 640),
  )
  if (priority) {
    preload(fallback, {
      as: 'image',
      imageSrcSet: srcSet,
      imageSizes: sizes,
      fetchPriority: 'high',
    })
  }
  return (
    // eslint-disable-next-line @next/next/no-img-element -- deliberately next/image-free, see above
    <img
      src={fallback}
      srcSet={srcSet}
      sizes={sizes}
      alt={alt}
      width={fill ? undefined : width}
      height={fill ? undefined : height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={cn(fill && 'absolute inset-0 h-full w-full', className)}
      {...rest}
    />
  )
}
