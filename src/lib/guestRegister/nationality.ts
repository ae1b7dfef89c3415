/**
 * Who counts as Ghanaian for the Friday return: the Immigration Service asks for foreign guests
 * only. Staff and guests type the nationality, so the usual spellings of Ghana are all read as one.
 */
const GHANAIAN = new Set(['ghana', 'ghanaian', 'gh', 'gha'])

export function isGhanaian(nationality: string | null | undefined): boolean {
  return GHANAIAN.has((nationality ?? '').trim().toLowerCase().replace(/\.$/, ''))
}
