import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { createClient } from '@libsql/client'

import { expectSeededRooms } from '../../../scripts/lib/productionServer.mjs'

describe('the check after the seed of the test, bench and Lighthouse servers', () => {
  let dir: string
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-check-'))
  })
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

  async function database(statements: string[]): Promise<string> {
    const file = path.join(dir, 'site.db')
    const client = createClient({ url: `file:${file}` })
    for (const sql of statements) await client.execute(sql)
    client.close()
    return file
  }

  it('passes a database that holds rooms, and leaves it as it was', async () => {
    const file = await database([
      'CREATE TABLE rooms (id TEXT PRIMARY KEY, name TEXT)',
      "INSERT INTO rooms VALUES ('a', 'Garden Room'), ('b', 'Palm Suite')",
    ])
    const before = fs.readFileSync(file)
    expect(await expectSeededRooms(file)).toBe(2)
    expect(fs.readFileSync(file).equals(before)).toBe(true)
  })

  it('fails, saying so, when the seed made no database, no tables or no rooms', async () => {
    await expect(expectSeededRooms(path.join(dir, 'missing.db'))).rejects.toThrow(
      /wrote no demo content: .*missing\.db was not created/,
    )
    const noTables = await database(['CREATE TABLE other (id TEXT)'])
    await expect(expectSeededRooms(noTables)).rejects.toThrow(/no such table: rooms/)
    fs.rmSync(noTables)
    const empty = await database(['CREATE TABLE rooms (id TEXT PRIMARY KEY, name TEXT)'])
    await expect(expectSeededRooms(empty)).rejects.toThrow(/site\.db has no rooms/)
  })
})
