/** What the guest's stay page shows of the register: counts and the keeping time, never a name. */
export type StayRegisterStatus = {
  registered: number
  guests: number
  /** Whether the stay's guests may register now: a confirmed stay, or one under way. */
  open: boolean
  retentionMonths: number
  /**
   * A group's rooms in the order chosen, each with its own counts: its guests register against the
   * room they stay in, sent as its place in this list. Absent for one room.
   */
  rooms?: StayRegisterRoom[]
}

/** One room of a group on its page: its name and counts, never a guest's name. */
export type StayRegisterRoom = { name: string; registered: number; guests: number; open: boolean }

/** Whether a room of the stay still takes a registration: open, and not all its guests in. */
export const roomTakesGuests = (room: Pick<StayRegisterRoom, 'registered' | 'guests' | 'open'>) =>
  room.open && room.registered < room.guests
