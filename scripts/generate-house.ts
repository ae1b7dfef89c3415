// `npm run generate:house -- --rooms 30 --years 10 --seed 7 --until 2026-12-07 --database file:/tmp/house.db`:
// a house of N rooms with Y years of history up to --until (default today), the same for the same
// options, written into an empty database (scripts/house/); --years 0 sets the house up with no history. The database is the one given (its
// pictures beside it, unless MEDIA_DIR says where), else DATABASE_URL; no demo content is seeded.
import { parseArgs } from 'node:util'

// `payload run` hands on what follows `--`, numbers read as numbers.
const { values } = parseArgs({
  args: process.argv.slice(2).map(String),
  options: {
    rooms: { type: 'string', default: '30' },
    years: { type: 'string', default: '10' },
    seed: { type: 'string', default: '7' },
    until: { type: 'string' },
    database: { type: 'string' },
  },
  allowPositionals: true,
})
if (values.database) {
  process.env.DATABASE_URL = values.database
  // The rooms' pictures go beside a database file given, not into the site's own uploads.
  if (!process.env.MEDIA_DIR && values.database.startsWith('file:')) {
    process.env.MEDIA_DIR = `${values.database.slice('file:'.length)}-media`
  }
}
process.env.SEED_DEMO = 'false'

const { payloadClient } = await import('@/data/payload')
const { todayInGhana, isCalendarDay } = await import('@/lib/dates')
const { generateHouse } = await import('./house')

const options = {
  rooms: Number(values.rooms),
  years: Number(values.years),
  seed: Number(values.seed),
  until: values.until ?? todayInGhana(),
}
if (
  !Number.isInteger(options.rooms) ||
  options.rooms < 1 ||
  !(options.years >= 0) ||
  !Number.isInteger(options.seed) ||
  !isCalendarDay(options.until)
) {
  console.error(
    'Usage: --rooms <whole number> --years <number> --seed <whole number> --until YYYY-MM-DD',
  )
  process.exit(1)
}
const payload = await payloadClient()
const started = performance.now()
const { made } = await generateHouse(payload, options)
const seconds = ((performance.now() - started) / 1000).toFixed(1)
payload.logger.info({ ...made, seconds }, 'House generated')
process.exit(0)
