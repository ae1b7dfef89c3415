/** What the guest's stay page shows of the register: counts and the keeping time, never a name. */
export type StayRegisterStatus = {
  registered: number
  guests: number
  /** Whether the stay's guests may register now: a confirmed stay, or one under way. */
  open: boolean
  retentionMonths: number
}
