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
  serverError: (kind: string, requestId: string) =>
    `Unexpected server error (${kind}), request ${requestId}`,
  alertSubject: (kind: string) => `Website error: ${kind}`,
  alertText: (kind: string, requestId: string, at: string) =>
    [
      `The website met an error it did not expect (${kind}) at ${at} UTC.`,
      `The server's log holds the details under request ${requestId}.`,
      'Further errors of this kind in the same hour are logged without another email.',
    ].join('\n\n'),
  alertNotSent: 'The alert email about a server error could not be sent',
  conversionsElsewhere:
    'Another instance is converting the data an older version left; waiting until it is done',
  tasksLate: (tasks: string[]) =>
    `not run for over twice their schedule's period: ${tasks.join(', ')}`,
  futureRunCleared: (task: string) =>
    `${task} had its next run stamped past its period; it is queued for now instead`,
} as const
