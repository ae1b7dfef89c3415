import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'

import { startTestApp, type TestApp } from '../helpers/payload'

let app: TestApp

beforeAll(async () => {
  app = await startTestApp('boot')
}, 60_000)

afterAll(async () => {
  await app?.stop()
})

describe('boot', () => {
  it('serves the room list', async () => {
    const response = await app.call('GET', '/room/get-all-rooms')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual([])
  })
})
