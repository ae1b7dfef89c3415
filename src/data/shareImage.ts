import type { ContractRoom } from '@/lib/rooms/contract'

import { getBannerSlides } from './content'
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
