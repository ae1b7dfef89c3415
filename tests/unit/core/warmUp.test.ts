import http from 'node:http'
import net from 'node:net'
import type { AddressInfo } from 'node:net'

import { afterEach, describe, expect, it } from '@jest/globals'

import { warmPages } from '@server/warm-up.mjs'

// A real request handler standing in for the page server's: a sitemap whose addresses carry the
// public host, and pages that answer, fail or never answer, as each test sets them. The real port
// is a real server on loopback, opened by `open` as server/start.mjs opens it.
type Page = (res: http.ServerResponse) => void
const ok: Page = (res) => res.end('<html>page</html>')

function sitemap(paths: string[]): string {
  const urls = paths.map((path) => `<url><loc>https://guesthouse.example${path}</loc></url>`)
  return `<?xml version="1.0" encoding="UTF-8"?><urlset>${urls.join('')}</urlset>`
}

/** What happened, in order: each request the handler saw, and the real port opening. */
let events: string[] = []
const servers: http.Server[] = []

function pageHandler(paths: string[], pages: Record<string, Page> = {}): http.RequestListener {
  return (req, res) => {
    events.push(`GET ${req.url}`)
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
  }
}

/** The real server on the handler, and an `open` that listens on it as start.mjs does. */
function realServer(handle: http.RequestListener) {
  const server = http.createServer(handle)
  servers.push(server)
  const open = () =>
    new Promise<void>((resolve) =>
      server.listen(0, '127.0.0.1', () => {
        events.push('open')
        resolve()
      }),
    )
  const base = () => `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return { server, open, base }
}

/** Whether anything still accepts connections on the warm-up's private port. */
function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1')
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}

afterEach(async () => {
  events = []
  for (const server of servers.splice(0)) {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  }
})

describe('warming the pages as the server starts', () => {
  it('renders the first page before the port opens, then one page of each other kind', async () => {
    const paths = ['/', '/rooms', '/rooms/a1', '/rooms/b2', '/contact', '/privacy']
    const handle = pageHandler(paths)
    const { open, base } = realServer(handle)
    const lines: string[] = []
    const result = await warmPages(handle, { open, log: (line) => lines.push(line) })

    // The second room runs the same code as the first: loading it once is enough.
    expect(result.warmed).toEqual(['/', '/rooms', '/rooms/a1', '/contact', '/privacy'])
    expect(result.failed).toEqual([])
    expect(events).toEqual([
      'GET /sitemap.xml',
      'GET /',
      'open',
      'GET /rooms',
      'GET /rooms/a1',
      'GET /contact',
      'GET /privacy',
    ])
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatch(/^Warmed 5 pages in \d+ ms$/)
    // The private port is closed; the real one answers.
    expect(await accepts(result.port as number)).toBe(false)
    expect((await fetch(`${base()}/contact`)).status).toBe(200)
  })

  it('goes on past a page that fails and says which', async () => {
    const handle = pageHandler(['/', '/bookings', '/terms'], {
      '/bookings': (res) => {
        res.statusCode = 500
        res.end('broken')
      },
    })
    const { open } = realServer(handle)
    const lines: string[] = []
    const result = await warmPages(handle, { open, log: (line) => lines.push(line) })

    expect(result.warmed).toEqual(['/', '/terms'])
    expect(result.failed).toEqual(['/bookings (500)'])
    expect(lines[0]).toMatch(/^Warmed 2 pages in \d+ ms; failed: \/bookings \(500\)$/)
  })

  it('opens the port even when the first page fails', async () => {
    const handle = pageHandler(['/', '/explore'], {
      '/': (res) => {
        res.statusCode = 500
        res.end()
      },
    })
    const { open } = realServer(handle)
    const result = await warmPages(handle, { open, log: () => {} })

    expect(events).toEqual(['GET /sitemap.xml', 'GET /', 'open', 'GET /explore'])
    expect(result.failed).toEqual(['/ (500)'])
  })

  it('opens the port anyway when the sitemap cannot be read', async () => {
    const handle: http.RequestListener = (_req, res) => {
      res.statusCode = 503
      res.end()
    }
    const { server, open } = realServer(handle)
    const result = await warmPages(handle, { open, log: () => {} })

    expect(result.warmed).toEqual([])
    expect(result.failed).toEqual(['/sitemap.xml (status 503)'])
    expect(server.listening).toBe(true)
  })

  it('gives up on a page that never answers once its time is spent, and serves anyway', async () => {
    const handle = pageHandler(['/', '/explore', '/contact'], {
      // Holds the request open, as a page stuck on its database would.
      '/explore': () => {},
    })
    const { open, base } = realServer(handle)
    const result = await warmPages(handle, { open, budgetMs: 500, log: () => {} })

    expect(result.warmed).toEqual(['/'])
    expect(result.failed).toEqual(['/explore (out of time)'])
    expect(await accepts(result.port as number)).toBe(false)
    expect((await fetch(`${base()}/`)).status).toBe(200)
  })

  it('fails the start when the real port cannot open, as a server without a warm-up would', async () => {
    const taken = http.createServer()
    servers.push(taken)
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve))
    const handle = pageHandler(['/', '/rooms'])
    const server = http.createServer(handle)
    const open = () =>
      new Promise<void>((resolve, reject) => {
        server.once('error', reject)
        server.listen((taken.address() as AddressInfo).port, '127.0.0.1', resolve)
      })

    await expect(warmPages(handle, { open, log: () => {} })).rejects.toThrow(/EADDRINUSE/)
    // It stopped at the first page instead of warming a server that will not serve.
    expect(events).toEqual(['GET /sitemap.xml', 'GET /'])
  })
})
