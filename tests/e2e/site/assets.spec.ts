import http from 'node:http'
import zlib from 'node:zlib'

import { BASE_URL, expect, test } from '../fixtures'

/** The raw answer to a GET, undecoded, as a browser's network stack receives it. */
function rawGet(path: string, acceptEncoding: string) {
  return new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(`${BASE_URL}${path}`, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }))
      })
      .on('error', reject)
  })
}

test.describe('build files', () => {
  test('scripts go out brotli-compressed to browsers that accept it and gzip to the rest, the same bytes', async ({
    request,
  }) => {
    const html = await (await request.get('/rooms')).text()
    const scripts = [...html.matchAll(/<script src="(\/_next\/static\/[^"]+\.js)"/g)].map(
      (match) => match[1],
    )
    expect(scripts.length).toBeGreaterThan(2)
    let brotliBytes = 0
    let gzipBytes = 0
    for (const script of scripts) {
      const brotli = await rawGet(script, 'gzip, deflate, br, zstd')
      expect(brotli.headers['content-encoding'], script).toBe('br')
      expect(brotli.headers['content-type'], script).toMatch(/^application\/javascript/)
      expect(brotli.headers['cache-control'], script).toBe('public, max-age=31536000, immutable')
      expect(brotli.headers.vary, script).toMatch(/Accept-Encoding/i)
      expect(brotli.headers['x-content-type-options'], script).toBe('nosniff')
      expect(Number(brotli.headers['content-length'])).toBe(brotli.body.length)

      const gzip = await rawGet(script, 'gzip')
      const plain =
        gzip.headers['content-encoding'] === 'gzip' ? zlib.gunzipSync(gzip.body) : gzip.body
      expect(zlib.brotliDecompressSync(brotli.body).equals(plain), script).toBe(true)
      brotliBytes += brotli.body.length
      gzipBytes += gzip.body.length
    }
    // What a guest's phone downloads: the point of sending brotli at all.
    expect(brotliBytes).toBeLessThan(gzipBytes * 0.92)
  })

  test('a path that climbs out of the build folder is not served', async () => {
    for (const path of [
      '/_next/static/%2E%2E/%2E%2E/package.json',
      '/_next/static/..%2F..%2Fserver%2Fstart.mjs',
    ]) {
      const response = await rawGet(path, 'br')
      // Whatever answers (Next.js's 404 page, compressed like any page) holds neither file.
      const body =
        response.headers['content-encoding'] === 'br'
          ? zlib.brotliDecompressSync(response.body).toString()
          : response.body.toString()
      expect(response.headers['content-type'], path).not.toMatch(/javascript|json/)
      expect(body, path).not.toContain('"dependencies"')
      expect(body, path).not.toContain('createServer')
    }
  })
})
