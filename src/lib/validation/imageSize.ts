/** Photos are sent at most this long on their long edge: plenty for the 1280 px copies shown. */
export const UPLOAD_LONG_EDGE = 2560

/** The size a photo is shrunk to before upload, keeping its shape; null when it already fits. */
export function fitWithin(
  width: number,
  height: number,
  longEdge = UPLOAD_LONG_EDGE,
): { width: number; height: number } | null {
  const longest = Math.max(width, height)
  if (!(longest > longEdge) || width <= 0 || height <= 0) return null
  const scale = longEdge / longest
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  }
}
