/** Actions staff made offline on the phone and sent later with a key (`lib/offlineActions`). */
export const offline = {
  badKey:
    'The Idempotency-Key header must be a UUID such as 3f2b8c1e-9d4a-4e7b-8a6f-2c5d7e9b1a30. Nothing was changed.',
  keyNotHere:
    'This action cannot be kept offline and sent later: it waits for the network. Nothing was changed.',
  stepNotOffline: (action: string) =>
    `${action} waits for the network: it takes or frees nights, which only the server can decide. Nothing was changed.`,
  refundNotOffline: 'A refund waits for the network. Nothing was changed.',
  keyOtherStaff:
    'This action’s key was already used by another member of staff. Nothing was changed: make the action again.',
  keyOtherAction:
    'This action’s key was already used for a different action. Nothing was changed: make the action again.',
  inProgress: 'This action is being recorded at this moment. Wait a little, then send it again.',
  outcomeUnknown:
    'This action was started but its answer was lost, so it may or may not have been recorded. Nothing more was changed: open the stay or room to check before making it again.',
  seenStayMissing:
    'An action kept offline must say how the stay looked when it was made: seenStatus, seenCheckIn, seenCheckOut and seenRoom. Nothing was changed.',
  seenRoomMissing:
    'A housekeeping mark kept offline must say the state the room showed when it was made (seenHousekeeping). Nothing was changed.',
  /** What happened to the stay meanwhile, then when and by whom when its history says. */
  staleStay: (what: string, when: string, by: string) =>
    `This stay was ${what}${when ? ` ${when}` : ''}${by ? ` by ${by}` : ''} while you were offline. Nothing was changed: open the stay to see it now.`,
  /** The status a stay reached, as `staleStay` says it: "This stay was cancelled". */
  statusReached: {
    requested: 'put back to requested',
    confirmed: 'put back to confirmed',
    'checked-in': 'checked in',
    completed: 'checked out',
    cancelled: 'cancelled',
    declined: 'declined',
    'no-show': 'marked as a no-show',
  } as Record<string, string>,
  movedTo: (dates: string) => `moved to ${dates}`,
  movedToRoom: (room: string) => `moved to ${room}`,
  deleted: 'deleted',
  at: (time: string) => `at ${time}`,
  onAt: (day: string, time: string) => `on ${day} at ${time}`,
  staleRoom: (room: string, now: string) =>
    `${room} was marked ${now.toLowerCase()} while you were offline. Nothing was changed: look at the room, then mark it again.`,
} as const
