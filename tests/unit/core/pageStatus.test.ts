import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'

import { answerTooManyRequests, pageStatusHead, withPageStatus } from '@server/page-status.mjs'
import { encodeResponse, PageStore } from '@server/response-encoding.mjs'
import { contentSecurityPolicy } from '@server/security-headers.mjs'

// A real server on loopback answering as server/page-server.mjs does: the page's context first,
// then the encoding, then a handler that renders as a page would, asking its status on the way.
const PAGE = `<!DOCTYPE html><html><body>${'<p>Too many requests.</p>'.repeat(200)}</body></html>`
let server: http.Server
let base: string
/** What the "page" rendered answered when it asked for a 429: false outside a server's context. */
const asked: boolean[] = []

beforeAll(async () => {
  const pages = new PageStore()
  server = http.createServer((req, res) => {
    void withPageStatus(res, async () => {
      encodeResponse(req, res, pages)
      // The render runs on later turns, as Next.js's does.
      await new Promise((resolve) => setImmediate(resolve))
      if (req.url === '/limited') asked.push(answerTooManyRequests(89.2))
      if (req.url === '/missing') {
        answerTooManyRequests(30)
        res.statusCode = 404
      }
      res.setHeader('Content-Type', 'text/html; charset=utf-8')
      res.setHeader('Content-Security-Policy', contentSecurityPolicy())
      res.setHeader('Cache-Control', 'private, no-cache, no-store')
      await new Promise((resolve) => setTimeout(resolve, 1))
      res.end(PAGE)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
})

describe('a page asking for its own status', () => {
  it('answers 429 with Retry-After in whole seconds, its notice as the body', async () => {
    const answer = await fetch(`${base}/limited`)
    expect(answer.status).toBe(429)
    expect(answer.headers.get('retry-after')).toBe('90')
    expect(await answer.text()).toBe(PAGE)
    expect(asked).toEqual([true])
  })

  it('leaves every other page, and a status other than 200, as they are', async () => {
    const page = await fetch(`${base}/page`)
    expect(page.status).toBe(200)
    expect(page.headers.get('retry-after')).toBeNull()
    expect((await fetch(`${base}/missing`)).status).toBe(404)
    expect(pageStatusHead(302, { retryAfterSeconds: 5 })).toEqual({ statusCode: 302 })
    expect(pageStatusHead(200, {})).toEqual({ statusCode: 200 })
  })

  it('is a no-op where no server took the request this way', () => {
    expect(answerTooManyRequests(10)).toBe(false)
  })
})
