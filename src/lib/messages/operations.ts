/** What the server writes to its log for whoever runs it. */
export const operations = {
  nightsCleared: (count: number) =>
    `Removed ${count} taken night(s) that no stay or block held any longer`,
  nightsRetagged: (count: number) =>
    `Gave ${count} taken night(s) left by an interrupted write back to their stay or block`,
  requestsExpired: (count: number) => `Declined ${count} booking request(s) left unanswered`,
  redisDown: (reason: string) =>
    `Warning: Redis cannot be reached (${reason}); rate limits count in the database until it is back`,
  redisBack: 'Redis is reachable again: rate limits count there',
  limiterFailed: (name: string) => `Rate limiter "${name}" failed`,
  jobTakenBack: (id: string) =>
    `Job ${id} was left running by an instance that stopped; this instance runs it again`,
} as const
