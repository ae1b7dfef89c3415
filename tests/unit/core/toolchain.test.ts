import fs from 'node:fs'
import path from 'node:path'

import { parseDockerfile } from '../../helpers/dockerfile.mjs'

const root = path.resolve(import.meta.dirname, '../../..')
const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  engines: { node: string }
  devDependencies: Record<string, string>
  allowScripts: Record<string, boolean>
}
const pinned = pkg.devDependencies.node

// One Node for development, CI and the image: the `node` devDependency is the one every npm
// script runs on (npm puts node_modules/.bin first on PATH), and the rest must name the same.
describe('one Node version', () => {
  it('is pinned exactly, and its install script (which fetches the binary) may run', () => {
    expect(pinned).toMatch(/^\d+\.\d+\.\d+$/)
    expect(pkg.allowScripts.node).toBe(true)
  })

  it('is what engines, .nvmrc and every stage of the Dockerfile name', () => {
    expect(pkg.engines.node).toBe(`^${pinned}`)
    expect(fs.readFileSync(path.join(root, '.nvmrc'), 'utf8').trim()).toBe(pinned)
    const stages = parseDockerfile(fs.readFileSync(path.join(root, 'Dockerfile'), 'utf8'))
    expect(stages.length).toBeGreaterThan(0)
    expect(stages.map((stage) => stage.from)).toEqual(
      stages.map(() =>
        expect.stringMatching(new RegExp(`^node:${pinned.replaceAll('.', '\\.')}-`)),
      ),
    )
  })

  it('runs this test suite (npm test, npx jest)', () => {
    expect(process.version).toBe(`v${pinned}`)
  })
})

// One heap cap and one malloc arena limit for the production server wherever it starts: the
// image, `npm start`, and every server the tests and benchmarks start
// (scripts/lib/productionServer.mjs), so what they measure is what an owner runs.
describe('one memory setting for the production server', () => {
  // The old space's cap, and the young generation's: under this heap cap Node 24 lets each of its
  // two semi-spaces grow to 64 MB (Node 20 stopped at 16 MB), 492-534 MB resident under the
  // bench's load against 465 MB capped at 32 MB (see the Dockerfile).
  const caps = (text: string | undefined) =>
    ['max-old-space-size', 'max-semi-space-size'].map(
      (flag) => new RegExp(`--${flag}=(\\d+)`).exec(text ?? '')?.[1],
    )

  it('is the same in the image, npm start and the servers the tests start', () => {
    const stages = parseDockerfile(fs.readFileSync(path.join(root, 'Dockerfile'), 'utf8'))
    const image = caps(stages.at(-1)?.env.NODE_OPTIONS)
    for (const cap of image) expect(cap).toMatch(/^\d+$/)
    const scripts = (pkg as unknown as { scripts: Record<string, string> }).scripts
    expect(caps(scripts.start)).toEqual(image)
    const starter = fs.readFileSync(path.join(root, 'scripts/lib/productionServer.mjs'), 'utf8')
    expect(caps(starter)).toEqual(image)
  })

  it('limits malloc arenas the same in the image, npm start and the servers the tests start', () => {
    const stages = parseDockerfile(fs.readFileSync(path.join(root, 'Dockerfile'), 'utf8'))
    const image = stages.at(-1)?.env.MALLOC_ARENA_MAX
    expect(image).toMatch(/^\d+$/)
    const scripts = (pkg as unknown as { scripts: Record<string, string> }).scripts
    expect(/\bMALLOC_ARENA_MAX=(\d+) node server\/start\.mjs/.exec(scripts.start)?.[1]).toBe(image)
    const starter = fs.readFileSync(path.join(root, 'scripts/lib/productionServer.mjs'), 'utf8')
    expect(/MALLOC_ARENA_MAX: '(\d+)'/.exec(starter)?.[1]).toBe(image)
  })
})
