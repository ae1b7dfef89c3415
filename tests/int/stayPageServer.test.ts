/**
 * The private stay page as a guest's phone gets it from the production server: never cached,
 * never indexed, a bare 404 for a wrong token. Cost: one seed and one server start, from a copy of
 * the shared test build (TEST_BUILD_DIR) or, run alone, one `next build` into .next-stay.
 */
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals'

import { MESSAGES } from '@/lib/messages'
import { inlineScriptHashes } from '@server/script-hashes.mjs'
import { RATE_LIMITS } from '@/lib/rateLimits'

import { day } from '../helpers/fixtures/dates'
import {
  startInstances,
  stayTokenMailed,
  type Instance,
  type MailingInstances,
} from '../helpers/instances.mjs'

jest.setTimeout(60_000)

/** A guest's phone, as Next.js sees it: a browser, not a crawler. */
const PHONE =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36'

let cluster: MailingInstances
let server: Instance
let cookie = ''

async function call(method: string, apiPath: string, json?: unknown): Promise<Response> {
  const headers: Record<string, string> = { origin: cluster.publicUrl, cookie }
  if (json !== undefined) headers['content-type'] = 'application/json'
  return fetch(`${server.url}/api${apiPath}`, {
    method,
    headers,
    body: json === undefined ? undefined : JSON.stringify(json),
  })
}

/** A confirmed stay with an address, and the token its confirmation email carries. */
async function confirmedStay(from = 60): Promise<{ reference: string; token: string }> {
  const rooms = (await (await call('GET', '/room/get-all-rooms')).json()) as Array<{ _id: string }>
  const created = await call('POST', '/bookings', {
    room: rooms[0]._id,
    guestName: 'Abena Owusu',
    phone: '0241234567',
    email: 'abena@example.com',
    guests: 1,
    checkIn: day(from),
    checkOut: day(from + 2),
    source: 'phone',
    status: 'confirmed',
  })
  expect(created.status).toBe(201)
  const { doc } = (await created.json()) as { doc: { reference: string } }
  const token = await stayTokenMailed(cluster.smtp, doc.reference)
  expect(token).toBeDefined()
  return { reference: doc.reference, token: token as string }
}

beforeAll(async () => {
  cluster = await startInstances({ name: 'stay', mail: true })
  ;[server] = cluster.instances
  cookie = await cluster.adminCookie()
}, 15 * 60_000)

afterAll(async () => {
  await cluster?.close()
})

describe('GET /stay/<token>', () => {
  it('shows the stay, kept by no cache and no search engine; a wrong token is a bare 404', async () => {
    const { reference, token } = await confirmedStay()
    const page = await fetch(`${server.url}/stay/${token}`)
    expect(page.status).toBe(200)
    expect(page.headers.get('cache-control')).toContain('no-store')
    expect(page.headers.get('x-robots-tag')).toBe('noindex, nofollow')
    expect(page.headers.get('referrer-policy')).toBe('no-referrer')
    const html = await page.text()
    expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"/)
    expect(html).toContain(reference)
    expect(html).toContain('Add to calendar')
    // The house's times, from the owner's one setting (the seed's).
    expect(html).toContain('Check-in from 2:00 pm, check-out by 11:00 am.')
    expect(html).toContain('Ask to cancel')

    // As light as the public pages: the same scripts as /privacy, plus the small chunk of the
    // cancel and review forms.
    const scriptBytes = async (pathname: string) => {
      const body = await (await fetch(`${server.url}${pathname}`)).text()
      let bytes = 0
      for (const [, src] of body.matchAll(/<script[^>]+src="([^"]+)"/g)) {
        bytes += (await (await fetch(`${server.url}${src}`)).arrayBuffer()).byteLength
      }
      return bytes
    }
    const extra = (await scriptBytes(`/stay/${token}`)) - (await scriptBytes('/privacy'))
    expect(extra).toBeLessThan(24_000)

    const wrong = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`
    for (const bad of [wrong, 'not-a-token']) {
      const missing = await fetch(`${server.url}/stay/${bad}`, { redirect: 'manual' })
      expect(missing.status).toBe(404)
      expect(missing.headers.get('cache-control')).toContain('no-store')
      expect(await missing.text()).not.toContain(reference)
    }
  })

  it('reaches a phone whole: its metadata in the head and every inline script it runs in its policy', async () => {
    const { reference, token } = await confirmedStay(80)
    const page = await fetch(`${server.url}/stay/${token}`, { headers: { 'user-agent': PHONE } })
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain(reference)
    expect(html.slice(0, html.indexOf('</head>'))).toContain('<title>Your stay')
    // Streamed metadata (Next's metadata outlet) would come with React's inline swap scripts
    // whenever it arrived after the page, and the policy refuses those.
    expect(html).not.toContain('Next.MetadataOutlet')
    const { hashes, refused } = inlineScriptHashes(Buffer.from(html))
    expect(refused).toEqual([])
    const policy = page.headers.get('content-security-policy') ?? ''
    // Next.js streams the page's data through inline scripts: a page with none was not checked.
    expect(hashes.length).toBeGreaterThan(0)
    for (const hash of hashes) expect(policy).toContain(hash)
  })

  it('counts each visit against the client’s stayPage limit, shared with the page’s endpoints', async () => {
    const { reference, token } = await confirmedStay(70)
    let html = ''
    let limited: Response | undefined
    for (let i = 0; i <= RATE_LIMITS.stayPage.points && !html.includes('stay-notice'); i++) {
      const page = await fetch(`${server.url}/stay/${token}`)
      expect(page.headers.get('cache-control')).toContain('no-store')
      html = await page.text()
      limited = page
    }
    expect(html).toContain(MESSAGES.stayMessages.pageLimited)
    expect(html).not.toContain(reference)
    // Told apart from the page by its status, as the endpoints' limits are: a monitor or a crawler
    // reads the 429 and when to come back.
    expect(limited?.status).toBe(429)
    expect(Number(limited?.headers.get('retry-after'))).toBeGreaterThan(0)
    const invoice = await fetch(`${server.url}/stay/${token}/invoice`)
    expect(invoice.status).toBe(429)
    expect(Number(invoice.headers.get('retry-after'))).toBeGreaterThan(0)
    // The same client's calendar is held back too.
    expect((await fetch(`${server.url}/api/bookings/stay/${token}/calendar`)).status).toBe(429)
  })
})
