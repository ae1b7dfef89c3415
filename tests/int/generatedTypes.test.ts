import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { afterAll, describe, expect, it } from '@jest/globals'

import { PAYLOAD_RUN_NODE_OPTIONS } from '../../scripts/lib/payloadRun.mjs'

// The generated Payload types are the only types of stored data, and they are generated on purpose
// (no start writes them): a schema change committed without `npm run generate:types` fails here.
const root = path.resolve(import.meta.dirname, '../..')
const dir = path.join(root, 'tests/.tmp/int', `generated-types-${process.pid}`)

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

describe('src/payload-types.ts', () => {
  it('is what `payload generate:types` makes of the current config', () => {
    fs.mkdirSync(dir, { recursive: true })
    const output = path.join(dir, 'payload-types.ts')
    const result = spawnSync(path.join(root, 'node_modules/.bin/payload'), ['generate:types'], {
      cwd: root,
      encoding: 'utf8',
      timeout: 120_000,
      env: {
        NODE_ENV: 'development',
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        NODE_OPTIONS: PAYLOAD_RUN_NODE_OPTIONS,
        PAYLOAD_TS_OUTPUT_PATH: output,
        PAYLOAD_SECRET: 'generated-types-test-secret-0123456789',
        DATABASE_URL: `file:${path.join(dir, 'site.db')}`,
        MEDIA_DIR: path.join(dir, 'media'),
      },
    })
    expect(`${result.status} ${result.stderr}`).toMatch(/^0 /)
    const committed = fs.readFileSync(path.join(root, 'src/payload-types.ts'), 'utf8')
    expect(fs.readFileSync(output, 'utf8')).toBe(committed)
  }, 120_000)
})
