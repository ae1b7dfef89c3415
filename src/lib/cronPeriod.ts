/**
 * How long a cron schedule may leave between two runs: its longest gap. The health check counts a
 * scheduled task as stopped once it has not run for twice this, and the scheduler treats a stored
 * "last run" further ahead than this as a stamp from the future.
 *
 * Only the forms the house's schedules use are read: each field a number, `*` or `*\/n`, with every
 * field finer than the first `*` fixed (`23 * * * *` hourly, `*\/5 * * * *` every five minutes,
 * `0 17 * * * *` hourly with seconds). Anything else throws, so a new kind of schedule cannot go
 * unwatched quietly.
 */

const SECOND_MS = 1000
/** Seconds, minutes, hours, days of the month: each field's step. */
const UNIT_MS = [SECOND_MS, 60 * SECOND_MS, 3600 * SECOND_MS, 86_400 * SECOND_MS]
const WEEK_MS = 7 * UNIT_MS[3]
const NUMBER = /^\d+$/
const EVERY = /^\*(?:\/(\d+))?$/

export function cronPeriodMs(cron: string): number {
  const parts = cron.trim().split(/\s+/)
  if (parts.length !== 5 && parts.length !== 6) throw new Error(`Not a cron schedule: "${cron}"`)
  const [second, minute, hour, dayOfMonth, month, dayOfWeek] =
    parts.length === 5 ? ['0', ...parts] : parts
  const fields = [second, minute, hour, dayOfMonth]
  for (const [i, field] of fields.entries()) {
    if (NUMBER.test(field)) continue
    const every = EVERY.exec(field)
    if (!every) break
    const step = Number(every[1] ?? 1)
    const rest = i < 3 ? [...fields.slice(i + 1), month, dayOfWeek] : [month, dayOfWeek]
    if (step < 1 || rest.some((later) => later !== '*')) break
    return step * UNIT_MS[i]
  }
  if (
    [second, minute, hour].every((field) => NUMBER.test(field)) &&
    dayOfMonth === '*' &&
    month === '*' &&
    NUMBER.test(dayOfWeek)
  ) {
    return WEEK_MS
  }
  throw new Error(`Cannot tell how often "${cron}" runs`)
}
