import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { describe, expect, it } from '@jest/globals'

import { warmPages } from '@server/warm-up.mjs'

// A real server on loopback standing in for the page server: a sitemap whose addresses carry the
// public host, and pages that answer, fail or never answer, as the test sets them.
type Page = (res: http.ServerResponse) => void
const ok: Page = (res) => res.end('<html>page</html>')

function sitemap(paths: string[]): string {
  const urls = paths.map((path) => `<url><loc>https://guesthouse.example${path}</loc></url>`)
  return `<?xml version="1.0" encoding="UTF-8"?><urlset>${urls.join('')}</urlset>`
}

function pageServer(paths: string[], pages: Record<string, Page> = {}) {
  const asked: string[] = []
  const server = http.createServer((req, res) => {
    asked.push(req.url ?? '')
    if (req.url === '/sitemap.xml') {
      res.setHeader('content-type', 'application/xml')
      res.end(sitemap(paths))
      return
    }
    const page = pages[req.url ?? ''] ?? (paths.includes(req.url ?? '') ? ok : undefined)
    if (page) page(res)
    else {
      res.statusCode = 404
      res.end()
    }
  })
  return { server, asked }
}

/** Opens the real port as server/start.mjs does after the warm-up; resolves with its address. */
function listen(server: http.Server): Promise<string> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  )
}

describe('warming the pages before the port opens', () => {
  it('renders one page of each kind from the sitemap, then leaves the server free to listen', async () => {
    const paths = ['/', '/rooms', '/rooms/a1', '/rooms/b2', '/contact', '/privacy']
    const { server, asked } = pageServer(paths)
    const lines: string[] = []
    const result = await warmPages(server, { log: (line) => lines.push(line) })

    // The second room runs the same code as the first: loading it once is enough.
    expect(result).toEqual({
      warmed: ['/', '/rooms', '/rooms/a1', '/contact', '/privacy'],
      failed: [],
    })
    expect(asked).toEqual(['/sitemap.xml', '/', '/rooms', '/rooms/a1', '/contact', '/privacy'])
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatch(/^Warmed 5 pages in \d+ ms$/)
    // The private listener is closed: the server opens its real port and answers there.
    expect(server.listening).toBe(false)
    const base = await listen(server)
    try {
      expect((await fetch(`${base}/contact`)).status).toBe(200)
    } finally {
      server.close()
      server.closeAllConnections()
    }
  })

  it('goes on past a page that fails and says which', async () => {
    const { server } = pageServer(['/', '/bookings', '/terms'], {
      '/bookings': (res) => {
        res.statusCode = 500
        res.end('broken')
      },
    })
    const lines: string[] = []
    const result = await warmPages(server, { log: (line) => lines.push(line) })

    expect(result).toEqual({ warmed: ['/', '/terms'], failed: ['/bookings (500)'] })
    expect(lines[0]).toMatch(/^Warmed 2 pages in \d+ ms; failed: \/bookings \(500\)$/)
    expect(server.listening).toBe(false)
  })

  it('starts anyway when the sitemap cannot be read', async () => {
    const server = http.createServer((_req, res) => {
      res.statusCode = 503
      res.end()
    })
    const lines: string[] = []
    const result = await warmPages(server, { log: (line) => lines.push(line) })

    expect(result).toEqual({ warmed: [], failed: ['/sitemap.xml (status 503)'] })
    expect(server.listening).toBe(false)
  })

  it('gives up on a page that never answers once its time is spent, and the start goes on', async () => {
    const { server } = pageServer(['/', '/explore', '/contact'], {
      // Holds the request open, as a page stuck on its database would.
      '/explore': () => {},
    })
    const lines: string[] = []
    const result = await warmPages(server, { budgetMs: 500, log: (line) => lines.push(line) })

    expect(result).toEqual({ warmed: ['/'], failed: ['/explore (out of time)'] })
    expect(server.listening).toBe(false)
    const base = await listen(server)
    try {
      expect((await fetch(`${base}/`)).status).toBe(200)
    } finally {
      server.close()
      server.closeAllConnections()
    }
  })
})
