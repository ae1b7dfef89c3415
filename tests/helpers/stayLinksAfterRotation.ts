// Run with `payload run tests/helpers/stayLinksAfterRotation.ts <bookingId> <earlierToken>` on a
// server whose secret differs from the one the earlier link was made with: prints, on one line
// starting with LINKS, the tokens of the stay's reminder, balance and review messages made now, and
// whether this server opens each of them and the earlier one.
import { createLocalReq } from 'payload'

import { composeStayMessage } from '@/collections/Bookings/guestStay/stayMessageText'
import { payloadClient } from '@/data/payload'
import { readStay } from '@/data/stay'

const [bookingId, earlier] = process.argv.slice(-2)
const payload = await payloadClient()
const req = await createLocalReq({}, payload)
const booking = await payload.findByID({
  collection: 'bookings',
  id: bookingId,
  depth: 1,
  overrideAccess: true,
  req,
})
const made: Record<string, string> = {}
for (const moment of ['dayBefore', 'balanceDue', 'afterStay'] as const) {
  const { text } = await composeStayMessage(req, booking, moment, 'email')
  made[moment] = text.match(/\/stay\/([A-Za-z0-9_-]{32})/)?.[1] ?? ''
}
const opens: Record<string, boolean> = {}
for (const token of [earlier, ...Object.values(made)])
  opens[token] = (await readStay(token)) !== null
console.log(`LINKS ${JSON.stringify({ made, opens })}`)
process.exit(0)
