/** How many stays one page of the balances owed shows: a phone's screenful or two. */
export const OWED_PAGE_SIZE = 20

/** A stay the guest has left with money still due, as the balances owed list shows it. */
export type OwedStay = {
  id: string
  reference: string
  guestName: string
  roomName: string
  phone: string
  /** YYYY-MM-DD. */
  checkOut: string
  balance: number
  /** The owner's balance-due message filled for this stay, for WhatsApp; null without a phone. */
  message: string | null
}

/** How many guests who have left still owe, and how much in all (pesewas). */
export type OwedSum = { count: number; total: number }

export type OwedPage = OwedSum & { stays: OwedStay[]; page: number; totalPages: number }
