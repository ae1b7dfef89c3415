/**
 * The owner's rates for showing prices in pounds, dollars and euros: only admins set them, a bad
 * rate is refused with a clear message and changes nothing, the day they were set is stamped,
 * and guests' pages read the published rates (none set: no line).
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'

import { todayInGhana } from '@/lib/dates'
import { indicativePrices as indicativeText } from '@/lib/messages/indicativePrices'
import type { SiteSetting } from '@/payload-types'

import { startTestApp, TEST_ADMIN, TEST_EDITOR, type TestApp } from '../helpers/payload'

let app: TestApp
let readIndicativeRates: typeof import('@/data/indicativeRates').readIndicativeRates
const cookies = { admin: '', editor: '' }

const RATES = { gbp: 1580, usd: 1240, eur: 1330 }

const stored = async (): Promise<SiteSetting['indicativeRates']> =>
  (await app.payload.findGlobal({ slug: 'site-settings', overrideAccess: true })).indicativeRates

const save = (who: 'admin' | 'editor', indicativeRates: Record<string, unknown>) =>
  app.call('POST', '/globals/site-settings', {
    cookie: cookies[who],
    json: { indicativeRates, _status: 'published' },
  })

beforeAll(async () => {
  app = await startTestApp('indicative-rates')
  ;({ readIndicativeRates } = await import('@/data/indicativeRates'))
  cookies.admin = await app.signIn(TEST_ADMIN.email, TEST_ADMIN.password)
  cookies.editor = await app.signIn(TEST_EDITOR.email, TEST_EDITOR.password)
  const { demoSiteSettings } = await import('@/seed')
  await app.payload.updateGlobal({
    slug: 'site-settings',
    data: { ...demoSiteSettings(), _status: 'published' },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
}, 60_000)

afterAll(async () => {
  await app?.stop()
})

describe('indicative rates', () => {
  it('show guests no line until a rate is set', async () => {
    expect(await readIndicativeRates()).toBeNull()
  })

  it('are kept with the day an admin set them, and the guests’ pages read them', async () => {
    const response = await save('admin', RATES)
    expect(response.status).toBe(200)
    expect(await readIndicativeRates()).toEqual({ rates: RATES, setOn: todayInGhana() })
  })

  it('refuse a rate at or below zero, or not a number, with a clear message, and change nothing', async () => {
    const before = await stored()
    const bad: unknown[] = [0, -1580, 'abc', 15.8]
    expect.assertions(bad.length * 2 + 1)
    for (const rate of bad) {
      const response = await save('admin', { ...RATES, usd: rate })
      expect(response.status).toBe(400)
      expect(await response.text()).toContain(indicativeText.rateNotPositive)
    }
    expect(await stored()).toEqual(before)
  })

  it('drop an editor’s rates, and a day sent by hand', async () => {
    expect((await save('editor', { gbp: 1, usd: 1, eur: 1 })).status).toBe(200)
    expect((await save('admin', { ...RATES, setOn: '2020-01-01' })).status).toBe(200)
    expect(await readIndicativeRates()).toEqual({ rates: RATES, setOn: todayInGhana() })
  })

  it('hide a currency left empty, and the whole line when all are', async () => {
    expect((await save('admin', { ...RATES, usd: null })).status).toBe(200)
    expect((await readIndicativeRates())?.rates).toEqual({ ...RATES, usd: null })
    expect((await save('admin', { gbp: null, usd: null, eur: null })).status).toBe(200)
    expect(await readIndicativeRates()).toBeNull()
    expect((await stored())?.setOn ?? null).toBeNull()
  })
})
