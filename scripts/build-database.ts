import { payloadClient } from '@/data/payload'

// `npm run build` (prebuild): `next build` renders the public pages from the database at
// DATABASE_URL, which needs its schema and nothing more; Payload applies the migrations once
// here, before the build's workers start it in parallel. This runs in the build phase (the
// package script sets NEXT_PHASE as `next build` does), so no production secret is asked for and
// nothing is seeded: the first admin and any content come when the production server starts
// (src/seed/onStart.ts), and every page the build rendered counts as expired then.
const payload = await payloadClient()
payload.logger.info('Build database ready')
process.exit(0)
