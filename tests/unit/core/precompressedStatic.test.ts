import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'

import {
  acceptsBrotli,
  precompressedStaticFile,
  precompressStatic,
} from '@server/precompressed-static.mjs'

/** A build folder with a script, a stylesheet, an image and a file outside `static/`. */
let dist: string
const script = `${'export const rooms = ["Standard", "Deluxe", "Premium"];\n'.repeat(200)}`
const stylesheet = '.room{color:#1c1917}\n'.repeat(100)

function write(file: string, content: string | Buffer) {
  const full = path.join(dist, file)
  fs.mkdirSync(path.dirname(full), { recursive: true })
  fs.writeFileSync(full, content)
}

const request = (url: string, headers: Record<string, string> = {}, method = 'GET') =>
  ({ method, url, headers }) as unknown as Parameters<typeof precompressedStaticFile>[0]
const BR = { 'accept-encoding': 'gzip, deflate, br, zstd' }

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'precompressed-'))
  write('static/chunks/app.js', script)
  write('static/css/site.css', stylesheet)
  write('static/media/logo.png', Buffer.from([0x89, 0x50, 0x4e, 0x47]))
  write('server/secret.js', 'module.exports = "not public"')
  write('server/secret.js.br', zlib.brotliCompressSync('module.exports = "not public"'))
  expect(await precompressStatic(dist)).toBe(2)
})
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }))

describe('precompressStatic', () => {
  it('writes a brotli twin that decodes to the same bytes, smaller than gzip', () => {
    const twin = fs.readFileSync(path.join(dist, 'static/chunks/app.js.br'))
    expect(zlib.brotliDecompressSync(twin).toString()).toBe(script)
    expect(twin.length).toBeLessThan(zlib.gzipSync(script).length)
    expect(
      zlib
        .brotliDecompressSync(fs.readFileSync(path.join(dist, 'static/css/site.css.br')))
        .toString(),
    ).toBe(stylesheet)
  })

  it('leaves other files alone', () => {
    expect(fs.existsSync(path.join(dist, 'static/media/logo.png.br'))).toBe(false)
  })
})

describe('acceptsBrotli', () => {
  it.each([
    ['gzip, deflate, br, zstd', true],
    ['br', true],
    ['BR;q=0.5', true],
    ['gzip, br;q=0', false],
    ['gzip, deflate', false],
    ['brotli', false],
    [undefined, false],
  ])('%s -> %s', (header, expected) => {
    expect(acceptsBrotli(header)).toBe(expected)
  })
})

describe('precompressedStaticFile', () => {
  it('finds the twin of a script and of a stylesheet, with their content types', () => {
    const js = precompressedStaticFile(request('/_next/static/chunks/app.js?dpl=1', BR), dist)
    expect(js).toEqual({
      path: path.join(dist, 'static/chunks/app.js.br'),
      size: fs.statSync(path.join(dist, 'static/chunks/app.js.br')).size,
      contentType: 'application/javascript; charset=utf-8',
    })
    expect(
      precompressedStaticFile(request('/_next/static/css/site.css', BR), dist)?.contentType,
    ).toBe('text/css; charset=utf-8')
    expect(
      precompressedStaticFile(request('/_next/static/chunks/app.js', BR, 'HEAD'), dist),
    ).not.toBeNull()
  })

  it('leaves to Next.js what it should answer', () => {
    const cases = [
      request('/_next/static/chunks/app.js', { 'accept-encoding': 'gzip' }),
      request('/_next/static/chunks/app.js', { 'accept-encoding': 'br;q=0' }),
      request('/_next/static/chunks/app.js', BR, 'POST'),
      request('/_next/static/chunks/app.js', { ...BR, range: 'bytes=0-10' }),
      request('/_next/static/chunks/missing.js', BR),
      request('/_next/static/media/logo.png', BR),
      request('/rooms', BR),
      request('/_next/static/../server/secret.js', BR),
      request('/_next/static/%2E%2E/server/secret.js', BR),
      request('/_next/static/chunks/%E0%A4%A.js', BR),
      request('/_next/static/chunks/app.js%00.js', BR),
    ]
    for (const req of cases) expect(precompressedStaticFile(req, dist)).toBeNull()
  })
})
