// How bench/run.mjs turns its rounds into the rows of its table and bench/results.json. Pure, so
// the rules are unit-tested (tests/unit/core/benchSummary.test.ts) without a server.
//
// A row's figures all come from one round, the median round by the row's main ratio: on this
// shared machine throughput drifts by half from one minute to the next, so a ratio is only
// meaningful between the runs of one round, and req/s taken from another round than the ratio
// can contradict it.

/**
 * @typedef {{ rps: number, p99: number, errors: number }} Load
 * @typedef {{ dynamic: Load, fixed: Load }} PageRound
 * @typedef {{ file: Load, redis: Load, fixed: Load }} RedisRound
 * @typedef {{ measure: string, value: string, baseline: string, result: string, target: string, pass: boolean }} Row
 * @typedef {{ measuredAt: string, cores: number, rows: Row[], partialMeasuredAt?: Record<string, string> }} Results
 */

/**
 * The round whose `ratio` is the median (the upper one of an even count), with that ratio.
 *
 * @template T
 * @param {T[]} rounds
 * @param {(round: T) => number} ratio
 * @returns {{ round: T, ratio: number }}
 */
export function medianRound(rounds, ratio) {
  if (rounds.length === 0) throw new Error('no rounds to summarise')
  const sorted = [...rounds].sort((a, b) => ratio(a) - ratio(b))
  const round = sorted[Math.floor(sorted.length / 2)]
  return { round, ratio: ratio(round) }
}

const list = (rounds, ratio) => rounds.map((round) => ratio(round).toFixed(2)).join(', ')

/**
 * A page (or the room list) against its static twin, served by the same server.
 *
 * @param {{ name: string, bytes: number, target: number }} page
 * @param {PageRound[]} rounds
 * @returns {Row}
 */
export function pageRow({ name, bytes, target }, rounds) {
  const toStatic = (round) => round.dynamic.rps / round.fixed.rps
  const { round, ratio } = medianRound(rounds, toStatic)
  const errors = rounds.reduce((sum, each) => sum + each.dynamic.errors, 0)
  return {
    measure: `${name} (${bytes} B)`,
    value: `${round.dynamic.rps} req/s, p99 ${round.dynamic.p99} ms, ${errors} errors`,
    baseline: `static: ${round.fixed.rps} req/s, p99 ${round.fixed.p99} ms`,
    result: `ratio ${ratio.toFixed(2)} (rounds ${list(rounds, toStatic)})`,
    target: `>= ${target}`,
    pass: ratio >= target && errors === 0,
  }
}

/**
 * A page from the Redis cache, against the same page from the file cache and its static twin.
 * The median round is taken by the ratio to the file cache (what the shared cache costs); that
 * round's req/s and its ratio to static are reported beside it.
 *
 * @param {{ name: string, bytes: number }} page
 * @param {RedisRound[]} rounds
 * @returns {Row}
 */
export function redisRow({ name, bytes }, rounds) {
  const toFile = (round) => round.redis.rps / round.file.rps
  const toStatic = (round) => round.redis.rps / round.fixed.rps
  const { round, ratio } = medianRound(rounds, toFile)
  const errors = rounds.reduce((sum, each) => sum + each.redis.errors, 0)
  return {
    measure: `${name} from Redis (${bytes} B)`,
    value: `${round.redis.rps} req/s, p99 ${round.redis.p99} ms, ${errors} errors`,
    baseline: `file cache: ${round.file.rps} req/s; static: ${round.fixed.rps} req/s`,
    result:
      `${ratio.toFixed(2)} of the file cache, ${toStatic(round).toFixed(2)} of static ` +
      `(median round by the file cache; rounds: file cache ${list(rounds, toFile)}; ` +
      `static ${list(rounds, toStatic)})`,
    target: 'no errors',
    pass: errors === 0,
  }
}

/** Whether a row is one of the Redis rows (the part `BENCH_ONLY=redis` measures again). */
export const isRedisRow = (row) => / from Redis \(/.test(row.measure)

/**
 * bench/results.json after a run: the whole run's rows, or, after a run of the Redis part only,
 * the previous file with its Redis rows replaced by the new ones (where they were, else after the
 * last throughput row, as a full run orders them) and the date of that part recorded apart from
 * the full run's.
 *
 * @param {Results | null} previous
 * @param {{ measuredAt: string, cores: number, rows: Row[], only?: 'redis' }} run
 * @returns {Results}
 */
export function resultsFile(previous, { measuredAt, cores, rows, only }) {
  if (!only || !previous) return { measuredAt, cores, rows }
  const before = previous.rows
  const firstRedis = before.findIndex(isRedisRow)
  const lastThroughput = before.findLastIndex((row) => row.value.includes('req/s'))
  const at = firstRedis !== -1 ? firstRedis : lastThroughput + 1
  const kept = (slice) => slice.filter((row) => !isRedisRow(row))
  return {
    ...previous,
    rows: [...kept(before.slice(0, at)), ...rows, ...kept(before.slice(at))],
    partialMeasuredAt: { ...previous.partialMeasuredAt, [only]: measuredAt },
  }
}
