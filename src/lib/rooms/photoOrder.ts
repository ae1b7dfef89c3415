/**
 * The list with the item at `from` moved to `to` (both kept within the list); the same list when
 * nothing moves. The room's first photo is its thumbnail, so the order is the owner's to set.
 */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const target = Math.max(0, Math.min(list.length - 1, to))
  if (from < 0 || from >= list.length || from === target) return [...list]
  const next = [...list]
  const [moved] = next.splice(from, 1)
  next.splice(target, 0, moved)
  return next
}
