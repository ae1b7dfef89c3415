/** The young children a room's party can hold: none up to all of its guests. */
export function childOptions(guests: number): string[] {
  const most = Number.isInteger(guests) && guests > 0 ? guests : 1
  return Array.from({ length: most + 1 }, (_, count) => String(count))
}
