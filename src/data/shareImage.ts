import { relationId } from '@/lib/relationId'
import type { ContractRoom } from '@/lib/rooms/contract'
import { PAGE_DETAIL_PAGES, type DetailPage } from '@/lib/seo'

import { getBannerSlides, getSiteSettings } from './content'
import { payloadClient } from './payload'
import { sharePictureJpeg } from './sharePicture'

/** The picture a shared link to a general page shows: the first banner picture. */
export async function shareImageJpeg(): Promise<Buffer> {
  const [slide] = await getBannerSlides()
  return sharePictureJpeg([slide?.src])
}

/**
 * The picture a shared link to one room shows: the room's first picture, from its 1280 px copy
 * when there is one (an original may be a 5 MB photo).
 */
export async function roomShareImageJpeg(room: ContractRoom): Promise<Buffer> {
  const [first] = room.images
  return sharePictureJpeg(first ? [first.sizes.large, first.url] : [])
}

function isDetailPage(value: string | null): value is DetailPage {
  return (PAGE_DETAIL_PAGES as readonly (string | null)[]).includes(value)
}

/**
 * The picture a shared link to one public page shows: the share picture editors chose for it in
 * the site settings, from its 1280 px copy, read as a guest may read it; else the general one.
 */
export async function pageShareImageJpeg(page: string | null): Promise<Buffer> {
  const settings = await getSiteSettings()
  const id = isDetailPage(page) ? relationId(settings.pageDetails?.[page]?.image) : ''
  if (id) {
    const payload = await payloadClient()
    const found = await payload.find({
      collection: 'media',
      where: { id: { equals: id } },
      depth: 0,
      limit: 1,
      overrideAccess: false,
      user: null,
    })
    const media = found.docs[0]
    if (media) return sharePictureJpeg([media.sizes?.large?.url, media.url])
  }
  return shareImageJpeg()
}
