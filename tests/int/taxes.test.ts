/**
 * The taxes and levies admins keep, on every door, and what a stay's invoice makes of them: each
 * night at the rates in force that night, the stay priced at what the guest owes when the house
 * adds its taxes, and the lines adding up to the ledger.
 */
import { randomUUID } from 'node:crypto'

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { createLocalReq } from 'payload'

import { stayTaxes } from '@/collections/Ledger/stayTaxes'
import { readLedger } from '@/collections/Ledger/readLedger'
import { MESSAGES } from '@/lib/messages'
import { DEFAULT_TAX_RULES } from '@/lib/taxes/defaults'
import type { Booking, Tax } from '@/payload-types'
import { seedTaxRules } from '@/seed/taxes'

import {
  createTestRoom,
  startTestApp,
  TEST_ADMIN,
  TEST_EDITOR,
  type TestApp,
} from '../helpers/payload'
import { day } from '../helpers/fixtures/dates'
import { createReception, TEST_RECEPTION } from '../helpers/fixtures/staff'

let app: TestApp
const cookies = { admin: '', reception: '', editor: '' }
let roomId: string

type Json = Record<string, unknown>

/** The body the /cms document form sends to the REST API. */
function cmsForm(data: Json): FormData {
  const form = new FormData()
  form.set('_payload', JSON.stringify(data))
  return form
}

/** A refusal's message: a field's own, when Payload names the field. */
async function errorMessage(response: Response): Promise<string> {
  const json = (await response.json()) as {
    errors?: Array<{ message?: string; data?: { errors?: Array<{ message?: string }> } }>
    message?: string
  }
  const error = json.errors?.[0]
  return error?.data?.errors?.[0]?.message ?? error?.message ?? json.message ?? ''
}

const taxRows = async (): Promise<Tax[]> =>
  (
    await app.payload.find({
      collection: 'taxes',
      pagination: false,
      sort: 'createdAt',
      overrideAccess: true,
    })
  ).docs

const houseSettings = (data: Json) =>
  app.payload.updateGlobal({
    slug: 'site-settings',
    data,
    overrideAccess: true,
    context: { disableRevalidate: true },
  })

beforeAll(async () => {
  app = await startTestApp('taxes')
  await createReception(app.payload)
  cookies.admin = await app.signIn(TEST_ADMIN.email, TEST_ADMIN.password)
  cookies.reception = await app.signIn(TEST_RECEPTION.email, TEST_RECEPTION.password)
  cookies.editor = await app.signIn(TEST_EDITOR.email, TEST_EDITOR.password)
  await seedTaxRules(app.payload)
  const { demoSiteSettings } = await import('@/seed')
  await houseSettings(demoSiteSettings())
  // ₵600.00 a night, as published.
  roomId = await createTestRoom(app.payload, 'Garden Room', { regularPrice: 600 })
}, 120_000)

afterAll(async () => {
  await app?.stop()
})

describe('the list of taxes', () => {
  it('is seeded with the rates of each period, the tourism levy included, once', async () => {
    await seedTaxRules(app.payload)
    const rows = await taxRows()
    expect(rows).toHaveLength(DEFAULT_TAX_RULES.length)
    expect(
      rows.map((row) => [row.code, row.rate, row.effectiveFrom, row.effectiveTo ?? null]),
    ).toEqual(
      DEFAULT_TAX_RULES.map((rule) => [
        rule.code,
        `${rule.rateBasisPoints / 100}%`,
        rule.effectiveFrom,
        rule.effectiveTo,
      ]),
    )
  })

  it('is read and changed by admins alone, on every door', async () => {
    const before = await taxRows()
    const target = before[0]
    const admin = await app.call('GET', '/taxes?limit=50', { cookie: cookies.admin })
    expect(admin.status).toBe(200)
    expect(((await admin.json()) as { docs: unknown[] }).docs).toHaveLength(before.length)
    const row = { code: 'LUXURY', name: 'Luxury levy', rate: '5', effectiveFrom: '2026-01-01' }
    const others: Array<[string, string | undefined]> = [
      ['reception', cookies.reception],
      ['editor', cookies.editor],
      ['stranger', undefined],
    ]
    for (const [role, cookie] of others) {
      const byId = `/taxes/${target.id}`
      const answers: Array<[string, Response]> = [
        ['GET list', await app.call('GET', '/taxes', { cookie })],
        ['GET by id', await app.call('GET', byId, { cookie })],
        ['POST', await app.call('POST', '/taxes', { json: row, cookie })],
        ['POST /cms form', await app.call('POST', '/taxes', { body: cmsForm(row), cookie })],
        ['PATCH by id', await app.call('PATCH', byId, { json: { rate: '1' }, cookie })],
        [
          'PATCH /cms form',
          await app.call('PATCH', byId, { body: cmsForm({ rate: '1' }), cookie }),
        ],
        ['DELETE by id', await app.call('DELETE', byId, { cookie })],
        [
          'DELETE by where',
          await app.call('DELETE', `/taxes?where[id][equals]=${target.id}`, { cookie }),
        ],
      ]
      for (const [door, answer] of answers) {
        expect({ role, door, refused: answer.status >= 400 }).toEqual({ role, door, refused: true })
      }
      const access = await app.call('GET', '/access', { cookie })
      const permissions = access.ok
        ? ((await access.json()) as { collections?: Record<string, Json> }).collections?.taxes
        : undefined
      expect({ role, read: Boolean((permissions?.read as Json | undefined)?.permission) }).toEqual({
        role,
        read: false,
      })
    }
    expect(await taxRows()).toEqual(before)
  })

  it('refuses a list that cannot be charged, with the reason, and changes nothing', async () => {
    const before = await taxRows()
    const vat2026 = before.find((row) => row.code === 'VAT' && row.effectiveFrom === '2026-01-01')
    const covid = before.find((row) => row.code === 'COVID')
    const overlapping = await app.call('POST', '/taxes', {
      cookie: cookies.admin,
      json: { code: 'VAT', name: 'VAT', rate: '12.5', effectiveFrom: '2026-06-01' },
    })
    expect(overlapping.status).toBe(400)
    expect(await errorMessage(overlapping)).toBe(MESSAGES.taxes.overlap('VAT', '2026-01-01', null))
    const unknownBase = await app.call('POST', '/taxes', {
      cookie: cookies.admin,
      json: {
        code: 'LUXURY',
        name: 'Luxury levy',
        rate: '5',
        effectiveFrom: '2026-01-01',
        baseIncludes: ['STAMP'],
      },
    })
    expect(unknownBase.status).toBe(400)
    expect(await errorMessage(unknownBase)).toBe(MESSAGES.taxes.baseUnknown('STAMP'))
    const badRate = await app.call('PATCH', `/taxes/${vat2026?.id}`, {
      cookie: cookies.admin,
      json: { rate: 'fifteen' },
    })
    expect(badRate.status).toBe(400)
    expect(await errorMessage(badRate)).toBe(MESSAGES.taxes.rateRange)
    // VAT before 2026 is charged on the price plus the COVID-19 levy: the levy cannot go.
    const removed = await app.call('DELETE', `/taxes/${covid?.id}`, { cookie: cookies.admin })
    expect(removed.status).toBe(400)
    expect(await errorMessage(removed)).toContain(MESSAGES.taxes.baseUnknown('COVID'))
    expect(await taxRows()).toEqual(before)
  })

  it('takes a rate changed from a day on, as a new row after the old one ends', async () => {
    const tourism = (await taxRows()).find((row) => row.code === 'TOURISM') as Tax
    const ended = await app.call('PATCH', `/taxes/${tourism.id}`, {
      cookie: cookies.admin,
      json: { effectiveTo: '2026-12-31' },
    })
    expect(ended.status).toBe(200)
    const next = await app.call('POST', '/taxes', {
      cookie: cookies.admin,
      json: {
        code: 'TOURISM',
        name: 'Tourism Levy',
        rate: '1.50 %',
        effectiveFrom: '2027-01-01',
        appliesTo: 'both',
        requiresVatRegistration: false,
      },
    })
    expect(next.status).toBe(201)
    const stored = (await taxRows()).find((row) => row.effectiveFrom === '2027-01-01')
    expect(stored?.rate).toBe('1.5%')
    // Put back as seeded for the invoices below.
    const { doc } = (await next.json()) as { doc: Tax }
    await app.payload.delete({ collection: 'taxes', id: doc.id, overrideAccess: true })
    await app.payload.update({
      collection: 'taxes',
      id: tourism.id,
      data: { effectiveTo: null },
      overrideAccess: true,
    })
  })
})

describe('the house’s tax details', () => {
  it('takes a Ghana TIN in either form, refuses another, and lets only admins change them', async () => {
    const bad = await app.call('POST', '/globals/site-settings', {
      cookie: cookies.admin,
      json: { tin: 'TIN-12345' },
    })
    expect(bad.status).toBe(400)
    expect(await errorMessage(bad)).toBe(MESSAGES.taxes.tinShape)
    const good = await app.call('POST', '/globals/site-settings', {
      cookie: cookies.admin,
      json: { tin: ' c0000803561 ', tourismLicence: 'GTA/GA/1234' },
    })
    expect(good.status).toBe(200)
    const byEditor = await app.call('POST', '/globals/site-settings', {
      cookie: cookies.editor,
      json: { tin: 'GHA-123456789-0', pricesIncludeTax: false, vatRegistered: false },
    })
    expect(byEditor.status).toBeLessThan(500)
    const settings = await app.payload.findGlobal({ slug: 'site-settings', overrideAccess: true })
    expect(settings).toMatchObject({
      tin: 'C0000803561',
      tourismLicence: 'GTA/GA/1234',
      pricesIncludeTax: true,
      vatRegistered: true,
    })
  })
})

describe('a stay’s invoice figures', () => {
  // Three nights across the change of regime on 1 January 2026.
  let stays = 0
  const stayAcrossNewYear = async (): Promise<Booking> =>
    app.payload.create({
      collection: 'bookings',
      data: {
        // A room of its own each, at ₵600.00 a night: the nights are the same.
        room: stays
          ? await createTestRoom(app.payload, `Room ${stays}`, { regularPrice: 600 })
          : roomId,
        guestName: `Kofi Mensah ${(stays += 1)}`,
        phone: '0241234567',
        guests: 1,
        checkIn: '2025-12-30',
        checkOut: '2026-01-02',
        source: 'phone',
        status: 'confirmed',
      } as Booking,
      overrideAccess: true,
    })

  const invoiceOf = async (stay: Booking) => {
    const req = await createLocalReq({}, app.payload)
    const entries = await readLedger(req, [stay.id])
    return { taxes: await stayTaxes(req, stay, entries), entries }
  }

  const ledgerPrice = (entries: Array<{ kind: string; amount: number }>) =>
    entries.filter((entry) => entry.kind === 'price').at(-1)?.amount

  afterAll(async () => {
    await houseSettings({ pricesIncludeTax: true, vatRegistered: true })
  })

  it('with taxes in the prices: the price as published, both regimes’ taxes within it', async () => {
    const stay = await stayAcrossNewYear()
    expect(stay.price).toBe(180_000)
    const { taxes, entries } = await invoiceOf(stay)
    expect(ledgerPrice(entries)).toBe(180_000)
    expect(taxes.grossPesewas).toBe(180_000)
    expect(taxes.netPesewas + taxes.taxPesewas).toBe(180_000)
    expect(taxes.taxes.map((tax) => tax.code)).toEqual([
      'NHIL',
      'GETFUND',
      'COVID',
      'VAT',
      'TOURISM',
    ])
    // The COVID-19 levy on the two nights of 2025 only: ₵4.88 each.
    expect(taxes.taxes.find((tax) => tax.code === 'COVID')?.amountPesewas).toBe(976)
  })

  it('with taxes added: each night priced with its taxes, the published price the net', async () => {
    await houseSettings({ pricesIncludeTax: false })
    const stay = await stayAcrossNewYear()
    // 22.9% on each night of 2025 (₵137.40), 21% on the night of 2026 (₵126.00).
    expect(stay.price).toBe(180_000 + 13_740 * 2 + 12_600)
    expect(stay.nightPrices?.map((night) => night.price)).toEqual([73_740, 73_740, 72_600])
    const { taxes, entries } = await invoiceOf(stay)
    expect(ledgerPrice(entries)).toBe(stay.price)
    expect(taxes.netPesewas).toBe(180_000)
    expect(taxes.lines.map((line) => line.netPesewas)).toEqual([60_000, 60_000, 60_000])
    expect(taxes.grossPesewas).toBe(stay.price)
  })

  it('a guest’s request is priced with the taxes added, as the desk prices a stay', async () => {
    await houseSettings({ pricesIncludeTax: false, vatRegistered: true })
    const room = await createTestRoom(app.payload, 'Request Room', { regularPrice: 600 })
    const sent = await app.call('POST', '/bookings/request', {
      json: {
        requestId: randomUUID(),
        roomId: room,
        checkIn: day(10),
        checkOut: day(12),
        guests: 1,
        name: 'Ama Owusu',
        phone: '0241234567',
      },
    })
    expect(sent.status).toBe(201)
    const { reference } = (await sent.json()) as { reference: string }
    const { docs } = await app.payload.find({
      collection: 'bookings',
      where: { reference: { equals: reference } },
      overrideAccess: true,
    })
    // Two nights at ₵600.00 and 21% on each: what the guest owes is in the price and the ledger,
    // and what the desk is shown for those nights.
    expect(docs[0]).toMatchObject({ price: 2 * 72_600 })
    const options = await app.call(
      'GET',
      `/bookings/options?checkIn=${day(20)}&checkOut=${day(22)}&guests=1`,
      { cookie: cookies.reception },
    )
    expect(options.status).toBe(200)
    const { rooms } = (await options.json()) as { rooms: Array<{ _id: string; price: number }> }
    expect(rooms.find((option) => option._id === String(room))?.price).toBe(2 * 72_600)
    const { taxes, entries } = await invoiceOf(docs[0])
    expect(ledgerPrice(entries)).toBe(2 * 72_600)
    expect(taxes.netPesewas).toBe(120_000)
  })

  it('a house not registered for VAT adds only the tourism levy', async () => {
    await houseSettings({ pricesIncludeTax: false, vatRegistered: false })
    const stay = await stayAcrossNewYear()
    expect(stay.price).toBe(180_000 + 600 * 3)
    const { taxes } = await invoiceOf(stay)
    expect(taxes.taxes).toEqual([
      expect.objectContaining({ code: 'TOURISM', basePesewas: 180_000, amountPesewas: 1800 }),
    ])
    expect(taxes.grossPesewas).toBe(stay.price)
  })
})
