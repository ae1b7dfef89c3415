/**
 * Stays whose guests are in the register: they came, are in, or are coming. A cancelled, declined
 * or no-show stay never came, and neither did its guests.
 */
export const REGISTERED_STAY_STATUSES = ['confirmed', 'checked-in', 'completed'] as const

/** One line of the register book: one guest of one stay. */
export type BookLine = {
  id: string
  fullName: string
  nationality: string
  documentType: string
  documentMasked: string
  room: string
  arrival: string
  departure: string
  registeredOnline: boolean
  erased: boolean
}

export type NumberedLine = BookLine & { number: number }

/**
 * The book as the inspector expects it: one line per guest per stay, in order of arrival (then
 * room, then name), numbered from 1.
 */
export function numberBook(lines: readonly BookLine[]): NumberedLine[] {
  return [...lines]
    .sort(
      (a, b) =>
        a.arrival.localeCompare(b.arrival) ||
        a.room.localeCompare(b.room, 'en') ||
        a.fullName.localeCompare(b.fullName, 'en'),
    )
    .map((line, index) => ({ ...line, number: index + 1 }))
}

/** Who slept in the house on the night of `day`: arrived on or before it, left after it. */
export function inHouseOn(line: Pick<BookLine, 'arrival' | 'departure'>, day: string): boolean {
  return line.arrival <= day && line.departure > day
}
