import { describe, expect, it } from '@jest/globals'

import { cronPeriodMs } from '@/lib/cronPeriod'

const MINUTE = 60_000
const HOUR = 60 * MINUTE

describe('cronPeriodMs', () => {
  it.each([
    ['*/5 * * * *', 5 * MINUTE],
    ['*/15 * * * *', 15 * MINUTE],
    ['23 * * * *', HOUR],
    ['0 17 * * * *', HOUR],
    ['*/10 * * * * *', 10_000],
    ['0 3 * * *', 24 * HOUR],
    ['30 6 * * 1', 7 * 24 * HOUR],
  ])('reads %s as a run at least every %d ms', (cron, period) => {
    expect(cronPeriodMs(cron)).toBe(period)
  })

  it.each(['0,30 * * * *', '0 9-17 * * *', '*/5 3 * * *', '0 0 1 * *', 'hourly', '* * *'])(
    'refuses %s rather than guess how often it runs',
    (cron) => {
      expect(() => cronPeriodMs(cron)).toThrow(cron)
    },
  )
})
