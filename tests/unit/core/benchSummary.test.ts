import { medianRound, pageRow, redisRow, resultsFile } from '../../../bench/summary.mjs'

const load = (rps: number, errors = 0) => ({ rps, p99: 30, errors })

describe("the bench's summary of its rounds", () => {
  it('takes the median round by the ratio, the upper one of an even count', () => {
    const rounds = [{ r: 0.5 }, { r: 0.9 }, { r: 0.7 }, { r: 0.6 }]
    expect(medianRound(rounds, (round) => round.r)).toEqual({ round: { r: 0.7 }, ratio: 0.7 })
    expect(() => medianRound([], () => 1)).toThrow('no rounds')
  })

  it("gives a Redis row's req/s from the round of its ratio, so they never contradict it", () => {
    // The row that once read "Redis 90 req/s, file cache 88 req/s, 0.46 of the file cache": the
    // req/s came from the median round by the ratio to static, the 0.46 from another round.
    const rounds = [
      { redis: load(90), file: load(88), fixed: load(196) },
      { redis: load(60), file: load(140), fixed: load(180) },
      { redis: load(70), file: load(150), fixed: load(200) },
      { redis: load(80), file: load(160), fixed: load(190) },
      { redis: load(75), file: load(110), fixed: load(170) },
    ]
    const row = redisRow({ name: '/rooms', bytes: 153677 }, rounds)
    // By the ratio to the file cache: 1.02, 0.43, 0.47, 0.50, 0.68 -> the median round is 80/160.
    expect(row.value).toBe('80 req/s, p99 30 ms, 0 errors')
    expect(row.baseline).toBe('file cache: 160 req/s; static: 190 req/s')
    expect(row.result).toMatch(/^0\.50 of the file cache, 0\.42 of static \(/)
    expect(row.result).toContain('file cache 1.02, 0.43, 0.47, 0.50, 0.68')
    expect(row.measure).toBe('/rooms from Redis (153677 B)')
    expect(row.pass).toBe(true)
  })

  it('fails a Redis row on any error in any round, and a page row below its target', () => {
    const redis = redisRow({ name: '/', bytes: 1 }, [
      { redis: load(50, 1), file: load(100), fixed: load(200) },
    ])
    expect(redis.pass).toBe(false)
    expect(redis.value).toContain('1 errors')
    const page = pageRow({ name: '/', bytes: 1, target: 0.8 }, [
      { dynamic: load(70), fixed: load(100) },
      { dynamic: load(90), fixed: load(100) },
      { dynamic: load(79), fixed: load(100) },
    ])
    expect(page.value).toBe('79 req/s, p99 30 ms, 0 errors')
    expect(page.baseline).toBe('static: 100 req/s, p99 30 ms')
    expect(page.result).toBe('ratio 0.79 (rounds 0.70, 0.90, 0.79)')
    expect(page.pass).toBe(false)
  })

  it('writes a Redis-only run into the last full results, in place of its Redis rows', () => {
    const row = (measure: string, value = '1 req/s') => ({
      measure,
      value,
      baseline: '',
      result: '',
      target: '',
      pass: true,
    })
    const full = {
      measuredAt: '2026-11-23T12:00:00.000Z',
      cores: 2,
      rows: [row('/ (10 B)'), row('/rooms (20 B)'), row('POST /api/contact/email', 'p95 9 ms')],
    }
    const redisOnly = {
      measuredAt: '2026-11-24T08:00:00.000Z',
      cores: 2,
      rows: [row('/ from Redis (11 B)'), row('/rooms from Redis (21 B)')],
      only: 'redis' as const,
    }
    // No Redis rows yet: they go after the last throughput row, as a full run orders them.
    const first = resultsFile(full, redisOnly)
    expect(first.measuredAt).toBe(full.measuredAt)
    expect(first.partialMeasuredAt).toEqual({ redis: redisOnly.measuredAt })
    expect(first.rows.map((r) => r.measure)).toEqual([
      '/ (10 B)',
      '/rooms (20 B)',
      '/ from Redis (11 B)',
      '/rooms from Redis (21 B)',
      'POST /api/contact/email',
    ])
    // A second Redis-only run replaces them where they are.
    const again = resultsFile(first, { ...redisOnly, rows: [row('/ from Redis (12 B)')] })
    expect(again.rows.map((r) => r.measure)).toEqual([
      '/ (10 B)',
      '/rooms (20 B)',
      '/ from Redis (12 B)',
      'POST /api/contact/email',
    ])
    // A full run writes exactly its own rows.
    expect(resultsFile(again, full)).toEqual(full)
  })
})
