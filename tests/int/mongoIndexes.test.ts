import { describe, expect, it } from '@jest/globals'
import type { MongooseAdapter } from '@payloadcms/db-mongodb'
import type { Payload } from 'payload'

/**
 * The configuration as a MongoDB site builds it. Settings are read once per test file (each has
 * its own module registry), so this file reads them with a MongoDB address; nothing connects.
 */
describe('the MongoDB adapter', () => {
  it('builds the unique indexes before the first write (ensureIndexes), not in the background', async () => {
    Object.assign(process.env, {
      DATABASE_URL: 'mongodb://127.0.0.1:9/guesthouse-config-test',
      PAYLOAD_SECRET: 'mongo-indexes-test-secret-0123456789',
      PAYLOAD_JOBS_AUTORUN: 'false',
    })
    const { default: config } = await import('@payload-config')
    const sanitized = await config
    const db = sanitized.db.init({
      payload: { config: sanitized } as unknown as Payload,
    }) as unknown as MongooseAdapter
    expect(db.name).toBe('mongoose')
    // The adapter's connect() awaits each model's ensureIndexes() when this is set, and Payload
    // runs onInit (the upgrades that write rows) only after connect().
    expect(db.ensureIndexes).toBe(true)
  })
})
