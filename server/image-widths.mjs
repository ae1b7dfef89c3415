// The widths the image optimizer (/_next/image) may produce. One list for next.config.mjs, which
// enforces it, and for the pages' srcset (src/components/site/SiteImg), which asks for them.

/** Widths for pictures sized to the screen (`sizes` in vw): phones first. */
export const DEVICE_WIDTHS = [360, 480, 640, 828, 1080, 1280, 1600]

/** Widths for small fixed pictures (avatars, thumbnails) at 1x and 2x. */
export const FIXED_WIDTHS = [64, 96, 128, 256, 384]

/** The one quality the optimizer accepts; higher costs a guest's data for no visible gain. */
export const IMAGE_QUALITY = 75
