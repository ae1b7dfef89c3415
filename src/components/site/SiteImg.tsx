import type { ImgHTMLAttributes } from 'react'
import { preload } from 'react-dom'

import { cn } from '@/lib/cn'
import type { ImageVariant } from '@/lib/siteImage'

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'width' | 'height'> & {
  /** The files the picture comes in (`imageVariants`), smallest first; never empty. */
  variants: readonly ImageVariant[]
  alt: string
  /** The picture covers its positioned parent (the parent sets the box, so nothing shifts). */
  fill?: boolean
  /** A fixed-size picture: drawn at this many CSS pixels, offered at 1x and 2x. */
  width?: number
  height?: number
  /** The page's largest paint: fetched first, at high priority, from the document's head. */
  priority?: boolean
}

/** The smallest file at least `width` pixels wide, or the largest there is. */
function atLeast(variants: readonly ImageVariant[], width: number): ImageVariant {
  return variants.find((variant) => variant.width >= width) ?? variants[variants.length - 1]
}

/**
 * A plain `<img>` of the copies made at upload, with no client JavaScript (`next/image` would add
 * its component to every page's bundle) and no image optimizer in the request: the files are
 * read from disk as they are, so a guest never waits on an encoder. With `sizes` the browser
 * chooses among every copy by width; a fixed-size picture is offered at 1x and 2x.
 */
export function SiteImg({
  variants,
  alt,
  fill = false,
  width,
  height,
  sizes,
  priority = false,
  className,
  ...rest
}: Props) {
  const oneX = atLeast(variants, width ?? 0)
  const twoX = atLeast(variants, (width ?? 0) * 2)
  const srcSet = sizes
    ? variants.map((variant) => `${variant.url} ${variant.width}w`).join(', ')
    : width && twoX.url !== oneX.url
      ? `${oneX.url} 1x, ${twoX.url} 2x`
      : undefined
  const fallback = sizes ? variants[variants.length - 1].url : oneX.url
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
