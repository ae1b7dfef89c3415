// Writes the browser and home-screen icons in public/ from one drawing: the house's crown on the
// brand colour (src/app/(frontend)/theme.css, brand-500). Run `node scripts/make-icons.mjs` after
// changing the mark; the files are committed.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import sharp from 'sharp'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const out = path.join(root, 'public')
const BRAND = '#b7791f'
const CROWN = 'M3 8l4 4 5-7 5 7 4-4-2 11H5zM5 21h14'

/** `rounded`: a circle for browser tabs; full square for home screens, which crop it themselves. */
const svg = ({ rounded }) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">` +
  (rounded
    ? `<circle cx="32" cy="32" r="32" fill="${BRAND}"/>`
    : `<rect width="64" height="64" fill="${BRAND}"/>`) +
  `<g transform="translate(14 13) scale(1.5)" fill="none" stroke="#fff" stroke-width="2" ` +
  `stroke-linecap="round" stroke-linejoin="round"><path d="${CROWN}"/></g></svg>\n`

const png = (size, rounded) =>
  sharp(Buffer.from(svg({ rounded })), { density: Math.max(72, (size / 64) * 72) })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toBuffer()

/** An .ico holding PNG images (every browser since IE 11 reads them). */
function ico(images) {
  const header = Buffer.alloc(6 + 16 * images.length)
  header.writeUInt16LE(0, 0)
  header.writeUInt16LE(1, 2)
  header.writeUInt16LE(images.length, 4)
  let offset = header.length
  images.forEach(({ size, data }, i) => {
    const entry = 6 + 16 * i
    header.writeUInt8(size >= 256 ? 0 : size, entry)
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1)
    header.writeUInt16LE(1, entry + 4)
    header.writeUInt16LE(32, entry + 6)
    header.writeUInt32LE(data.length, entry + 8)
    header.writeUInt32LE(offset, entry + 12)
    offset += data.length
  })
  return Buffer.concat([header, ...images.map((image) => image.data)])
}

fs.mkdirSync(out, { recursive: true })
fs.writeFileSync(path.join(out, 'icon.svg'), svg({ rounded: true }))
fs.writeFileSync(
  path.join(out, 'favicon.ico'),
  ico([
    { size: 16, data: await png(16, true) },
    { size: 32, data: await png(32, true) },
    { size: 48, data: await png(48, true) },
  ]),
)
fs.writeFileSync(path.join(out, 'apple-touch-icon.png'), await png(180, false))
fs.writeFileSync(path.join(out, 'icon-192.png'), await png(192, false))
fs.writeFileSync(path.join(out, 'icon-512.png'), await png(512, false))
console.log('icons written to public/')
