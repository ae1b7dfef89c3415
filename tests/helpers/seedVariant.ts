// `payload run tests/helpers/seedVariant.ts` with DATABASE_URL / MEDIA_DIR and VARIANT set: seeds
// an empty database with the default content, then makes it recognisably this variant's (house
// name, one room renamed), as an editor would have. Used to prove a server shows the database it
// runs against, not the one it was built from.
import { payloadClient } from '@/data/payload'
import { seedDemoContent } from '@/seed'

const variant = process.env.VARIANT
if (!variant) throw new Error('Set VARIANT (a short label such as B)')

const payload = await payloadClient()
await seedDemoContent(payload)
const context = { disableRevalidate: true }
await payload.updateGlobal({
  slug: 'site-settings',
  // Published, as an editor's Publish does: guests never see a draft.
  data: { houseName: `Guest House ${variant}`, _status: 'published' },
  context,
})
const { docs } = await payload.find({
  collection: 'rooms',
  where: { isAvailable: { equals: true } },
  sort: '-createdAt',
  limit: 1,
  depth: 0,
})
const [room] = docs
if (!room) throw new Error('The seed made no available room')
await payload.update({
  collection: 'rooms',
  id: room.id,
  data: { name: `Room from database ${variant}` },
  context,
})
payload.logger.info(`Variant ${variant}: renamed "${room.name}"`)
process.exit(0)
