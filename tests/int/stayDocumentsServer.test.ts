/**
 * A stay's invoice and receipts as the production server sends them: under the guest's link (kept
 * by no cache or search engine, a bare 404 for a wrong token or another stay's receipt, "expired"
 * once the link has run out) and in the desk behind the session, with figures that are the
 * ledger's. Cost: one seed and one server start, from a copy of the shared test build
 * (TEST_BUILD_DIR) or, run alone, one `next build` into .next-documents.
 */
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals'

import { bookingMoney } from '@/lib/money/ledger'
import { formatStayDate, todayInGhana } from '@/lib/dates'
import { MESSAGES } from '@/lib/messages'
import { RATE_LIMITS } from '@/lib/rateLimits'
import { formatPesewas } from '@/lib/money/amounts'
import type { Booking, Ledger } from '@/payload-types'

import { day } from '../helpers/fixtures/dates'
import {
  startInstances,
  stayTokenMailed,
  type Instance,
  type MailingInstances,
} from '../helpers/instances.mjs'

jest.setTimeout(60_000)

let cluster: MailingInstances
let server: Instance
let cookie = ''
let rooms: Array<{ _id: string }> = []

async function call(method: string, apiPath: string, json?: unknown): Promise<Response> {
  const headers: Record<string, string> = { origin: cluster.publicUrl, cookie }
  if (json !== undefined) headers['content-type'] = 'application/json'
  return fetch(`${server.url}/api${apiPath}`, {
    method,
    headers,
    body: json === undefined ? undefined : JSON.stringify(json),
  })
}

/** A page as a guest's phone asks for it: no session. */
const guest = (pathname: string) => fetch(`${server.url}${pathname}`, { redirect: 'manual' })

async function createStay(values: Record<string, unknown>): Promise<Booking> {
  const created = await call('POST', '/bookings', {
    room: rooms[0]._id,
    guestName: 'Abena Owusu',
    phone: '0241234567',
    email: 'abena@example.com',
    guests: 1,
    source: 'phone',
    ...values,
  })
  expect(created.status).toBe(201)
  return ((await created.json()) as { doc: Booking }).doc
}

/** A confirmed stay and the token its confirmation email carries. */
async function confirmedStay(from: number): Promise<{ booking: Booking; token: string }> {
  const booking = await createStay({
    checkIn: day(from),
    checkOut: day(from + 2),
    status: 'confirmed',
  })
  const token = await stayTokenMailed(cluster.smtp, booking.reference!)
  expect(token).toBeDefined()
  return { booking, token: token as string }
}

async function pay(bookingId: string, json: Record<string, unknown>): Promise<void> {
  const answer = await call('POST', `/bookings/${bookingId}/payments`, {
    date: todayInGhana(),
    ...json,
  })
  expect(answer.status).toBe(201)
}

async function ledgerOf(bookingId: string): Promise<Ledger[]> {
  const answer = await call(
    'GET',
    `/ledger?where[booking][equals]=${bookingId}&sort=createdAt&limit=100&depth=0`,
  )
  expect(answer.status).toBe(200)
  // Money moved only: the stay's price and deposit are entries too, with no receipt.
  return ((await answer.json()) as { docs: Ledger[] }).docs.filter(
    (entry) => entry.kind !== 'price' && entry.kind !== 'deposit',
  )
}

/** The text of the element a test id names, as the server wrote it. */
function testIdText(html: string, testId: string): string | undefined {
  const found = html.match(new RegExp(`data-testid="${testId}"[^>]*>([^<]*)<`))
  return found?.[1]
}

beforeAll(async () => {
  cluster = await startInstances({ name: 'documents', mail: true })
  ;[server] = cluster.instances
  cookie = await cluster.adminCookie()
  rooms = (await (await call('GET', '/room/get-all-rooms')).json()) as Array<{ _id: string }>
}, 15 * 60_000)

afterAll(async () => {
  await cluster?.close()
})

describe('a stay’s invoice and receipts', () => {
  it('open under the guest’s link, kept by no cache, with the ledger’s figures and a reversal shown', async () => {
    const { booking, token } = await confirmedStay(60)
    const id = String(booking.id)
    await pay(id, {
      amount: '19.99',
      method: 'mobile-money',
      network: 'mtn',
      transactionId: '00123456789012345678',
    })
    await pay(id, {
      kind: 'refund',
      amount: '5.00',
      method: 'cash',
      reason: 'Breakfast not served',
    })
    await pay(id, { amount: '100', method: 'cash' })
    let entries = await ledgerOf(id)
    const mistaken = entries.find((entry) => entry.kind === 'payment' && entry.amount === 10_000)!
    const reversed = await call('POST', `/bookings/${id}/reverse`, {
      entryId: mistaken.id,
      reason: 'Typed on the wrong stay',
    })
    expect(reversed.status).toBe(200)
    entries = await ledgerOf(id)
    const stored = (await (await call('GET', `/bookings/${id}?depth=0`)).json()) as Booking
    const money = bookingMoney({ ...stored, ledger: { docs: entries } })
    expect(money.received).toBe(1499)

    const settings = await call('POST', '/globals/site-settings', {
      tin: 'C0000803561',
      tourismLicence: 'GTA/GA/1234',
      _status: 'published',
    })
    expect(settings.status).toBe(200)

    const invoice = await guest(`/stay/${token}/invoice`)
    expect(invoice.status).toBe(200)
    expect(invoice.headers.get('cache-control')).toContain('no-store')
    expect(invoice.headers.get('x-robots-tag')).toBe('noindex, nofollow')
    expect(invoice.headers.get('referrer-policy')).toBe('no-referrer')
    const html = await invoice.text()
    expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"/)
    expect(html).toMatch(/<meta name="referrer" content="no-referrer"/)
    expect(html).toContain(`INV-${booking.reference!.slice(3)}`)
    expect(html).toContain('00123456789012345678')
    expect(testIdText(html, 'document-price')).toBe(formatPesewas(money.price))
    expect(testIdText(html, 'document-paid')).toBe(formatPesewas(money.paid))
    expect(testIdText(html, 'document-refunded')).toBe(formatPesewas(-money.refunded))
    expect(testIdText(html, 'document-received')).toBe(formatPesewas(money.received))
    expect(testIdText(html, 'document-balance')).toBe(`Balance due ${formatPesewas(money.balance)}`)
    // The house's tax details, and the stay's taxes adding up to its price as the ledger holds it.
    expect(testIdText(html, 'house-tin')).toBe('TIN C0000803561')
    expect(testIdText(html, 'house-licence')).toBe('Tourism licence GTA/GA/1234')
    expect(testIdText(html, 'invoice-gross')).toBe(formatPesewas(money.price))
    expect(html.match(/data-testid="tax-line"/g)?.length).toBe(4)
    expect(testIdText(html, 'line-reversed')).toBe(
      MESSAGES.stayDocuments.reversed(formatStayDate(todayInGhana()), 'Typed on the wrong stay'),
    )
    // The guest's page links to its documents.
    const stayPage = await (await guest(`/stay/${token}`)).text()
    expect(stayPage).toContain(`href="/stay/${token}/invoice"`)

    // A receipt for each payment (the reversed one too) and the refund: none is left unchecked.
    const receipted = entries.filter((entry) => entry.receipt)
    expect(receipted.map((entry) => entry.kind)).toEqual(['payment', 'refund', 'payment'])
    for (const entry of receipted) {
      const receipt = await guest(`/stay/${token}/receipt/${entry.receipt}?paper=80mm`)
      expect(receipt.status).toBe(200)
      expect(receipt.headers.get('cache-control')).toContain('no-store')
      expect(receipt.headers.get('x-robots-tag')).toBe('noindex, nofollow')
      const page = await receipt.text()
      expect(page).toContain(`>${entry.receipt}<`)
      expect(page).toContain('paper-80mm')
      expect(testIdText(page, 'document-received')).toBe(formatPesewas(money.received))
    }

    // Another stay's receipt under this token, a wrong token, a number that is none: bare 404s.
    const other = await confirmedStay(70)
    await pay(String(other.booking.id), { amount: '50', method: 'cash' })
    const theirs = (await ledgerOf(String(other.booking.id))).find((e) => e.receipt)!
    const wrong = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`
    for (const pathname of [
      `/stay/${token}/receipt/${theirs.receipt}`,
      `/stay/${token}/receipt/R-999999`,
      `/stay/${token}/receipt/..%2Finvoice`,
      `/stay/${wrong}/invoice`,
      `/stay/${wrong}/receipt/${entries[1].receipt}`,
      `/stay/not-a-token/invoice`,
    ]) {
      const missing = await guest(pathname)
      expect({ pathname, status: missing.status }).toEqual({ pathname, status: 404 })
      expect(missing.headers.get('cache-control')).toContain('no-store')
      const body = await missing.text()
      expect(body).not.toContain(booking.reference)
      expect(body).not.toContain('00123456789012345678')
    }
    expect((await guest(`/stay/${other.token}/receipt/${theirs.receipt}`)).status).toBe(200)
  })

  it('opens in the desk only with a session, with the guest’s link to send on WhatsApp', async () => {
    const { booking, token } = await confirmedStay(80)
    const id = String(booking.id)
    await pay(id, { amount: '250.50', method: 'card' })
    const [entry] = await ledgerOf(id)

    const signedOut = await guest(`/admin/bookings/${id}/invoice`)
    expect(signedOut.status).toBe(307)
    expect(signedOut.headers.get('location')).toContain('/sign-in')

    const invoice = await fetch(`${server.url}/admin/bookings/${id}/invoice`, {
      headers: { cookie, origin: cluster.publicUrl },
    })
    expect(invoice.status).toBe(200)
    const html = await invoice.text()
    expect(testIdText(html, 'document-received')).toBe('₵250.50')
    // One tap opens WhatsApp to the guest's number with the guest's own link to the invoice.
    const share = html.match(/href="(https:\/\/wa\.me\/[^"]+)"/)?.[1]
    expect(share).toBeDefined()
    const link = new URL(share!.replace(/&amp;/g, '&'))
    expect(link.pathname).toBe('/233241234567')
    expect(link.searchParams.get('text')).toContain(`/stay/${token}/invoice`)

    const receipt = await fetch(`${server.url}/admin/bookings/${id}/receipt/${entry.receipt}`, {
      headers: { cookie, origin: cluster.publicUrl },
    })
    expect(receipt.status).toBe(200)
    const receiptShare = (await receipt.text()).match(/href="(https:\/\/wa\.me\/[^"]+)"/)?.[1]
    expect(new URL(receiptShare!.replace(/&amp;/g, '&')).searchParams.get('text')).toContain(
      `/stay/${token}/receipt/${entry.receipt}`,
    )
    const elsewhere = await fetch(`${server.url}/admin/bookings/${id}/receipt/R-999999`, {
      headers: { cookie, origin: cluster.publicUrl },
    })
    expect(elsewhere.status).toBe(404)
  })

  it('says an expired link has expired, and shows nothing of the stay', async () => {
    // A stay that ended 31 days ago, its guest checked out: its link ran out yesterday.
    const booking = await createStay({
      checkIn: day(-33),
      checkOut: day(-31),
      status: 'checked-in',
      guestName: 'Kwesi Expired',
    })
    const out = await call('PATCH', `/bookings/${booking.id}`, {
      status: 'completed',
      leaveBalanceDue: true,
    })
    expect(out.status).toBe(200)
    // The desk's invoice makes the stay's link, as the desk's messages do.
    const desk = await (
      await fetch(`${server.url}/admin/bookings/${booking.id}/invoice`, {
        headers: { cookie, origin: cluster.publicUrl },
      })
    ).text()
    const shared = decodeURIComponent(desk.match(/href="https:\/\/wa\.me\/[^"]+"/)![0])
    const token = shared.match(/\/stay\/([A-Za-z0-9_-]{32})\/invoice/)?.[1]
    expect(token).toBeDefined()
    for (const pathname of [`/stay/${token}/invoice`, `/stay/${token}/receipt/R-000001`]) {
      const page = await guest(pathname)
      expect(page.status).toBe(200)
      expect(page.headers.get('cache-control')).toContain('no-store')
      const html = await page.text()
      expect(html).toContain('Link expired')
      expect(html).toContain('This link has expired.')
      expect(html).not.toContain('Kwesi Expired')
      expect(html).not.toContain(booking.reference)
    }
  })

  // Last: it spends this client's limit for the rest of the file.
  it('counts each visit against the client’s stayPage limit, as the stay’s page does', async () => {
    const { booking, token } = await confirmedStay(90)
    let html = ''
    let status = 0
    for (let i = 0; i <= RATE_LIMITS.stayPage.points && !html.includes('stay-notice'); i++) {
      const page = await guest(`/stay/${token}/invoice`)
      expect(page.headers.get('cache-control')).toContain('no-store')
      html = await page.text()
      status = page.status
    }
    expect(html).toContain(MESSAGES.stayMessages.pageLimited)
    expect(html).not.toContain(booking.reference)
    expect(status).toBe(429)
    // The stay's own page, for the same client, is held back too.
    const page = await guest(`/stay/${token}`)
    expect(page.status).toBe(429)
    expect(Number(page.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await page.text()).toContain(MESSAGES.stayMessages.pageLimited)
  })
})
