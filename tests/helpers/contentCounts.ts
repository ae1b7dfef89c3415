// Run with `payload run tests/helpers/contentCounts.ts [clear]`: starts Payload as the app does
// (its start-up rules included), prints how many documents each collection holds on one line
// starting with COUNTS, then, with `clear`, deletes the content as an owner would in /cms.
import { payloadClient } from '@/data/payload'

const COLLECTIONS = [
  'users',
  'rooms',
  'testimonials',
  'banner-images',
  'facilities',
  'room-categories',
  'media',
] as const

const payload = await payloadClient()
const counts: Record<string, number> = {}
for (const collection of COLLECTIONS) {
  counts[collection] = (await payload.count({ collection, overrideAccess: true })).totalDocs
}
const settings = await payload.findGlobal({ slug: 'site-settings', overrideAccess: true })
counts.siteSettingsFilled = settings.houseName ? 1 : 0
console.log(`COUNTS ${JSON.stringify(counts)}`)
if (process.argv.includes('clear')) {
  for (const collection of COLLECTIONS.filter((c) => c !== 'users')) {
    await payload.delete({ collection, where: { id: { exists: true } }, overrideAccess: true })
  }
}
process.exit(0)
