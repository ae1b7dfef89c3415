// Run with `payload run tests/helpers/contentIds.ts`: starts Payload on the configured database
// and prints, on one line starting with IDS, the ids of every room, contact message and booking
// and the file names of every media document (with their resized copies).
import { payloadClient } from '@/data/payload'

const payload = await payloadClient()
const ids = async (collection: 'rooms' | 'contact-messages' | 'bookings') =>
  (await payload.find({ collection, pagination: false, depth: 0, overrideAccess: true })).docs.map(
    (doc) => String(doc.id),
  )
const media = await payload.find({
  collection: 'media',
  pagination: false,
  depth: 0,
  overrideAccess: true,
})
const files = media.docs.flatMap((doc) => [
  doc.filename,
  ...Object.values(doc.sizes ?? {}).map((size) => size?.filename),
])
console.log(
  `IDS ${JSON.stringify({
    rooms: await ids('rooms'),
    messages: await ids('contact-messages'),
    bookings: await ids('bookings'),
    media: media.docs.map((doc) => String(doc.id)),
    files: files.filter((name): name is string => Boolean(name)),
  })}`,
)
process.exit(0)
