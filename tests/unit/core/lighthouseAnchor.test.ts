import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'

import { COMPILE_HINT } from '@server/after-compile.mjs'
import { securityHeaders, staticFileHeaders } from '@server/security-headers.mjs'

import anchorConfig from '../../../lighthouse/anchor/next.config.mjs'

// The Lighthouse run judges each page by its ratio to the bare anchor page. The ratio counts only
// what a page itself costs while the anchor is built and sent as the house's pages are: with the
// house's Cross-Origin-Opener-Policy a page opens in a new renderer process, which Lighthouse
// counts as main-thread work (the same bare page read about 1.75 times its work with it).

type HeaderRule = { source: string; headers: { key: string; value: string }[] }
const rules = async (nodeEnv: string) => {
  const before = process.env.NODE_ENV
  Object.assign(process.env, { NODE_ENV: nodeEnv })
  try {
    return (await anchorConfig.headers()) as HeaderRule[]
  } finally {
    Object.assign(process.env, { NODE_ENV: before })
  }
}

describe('the bare anchor page', () => {
  it('is sent with the headers the house sends its public pages and build files', async () => {
    const [page, files] = await rules('production')
    expect(page.headers).toEqual(securityHeaders({ production: true }))
    expect(page.headers.map(({ key }) => key)).toEqual(
      expect.arrayContaining(['Cross-Origin-Opener-Policy', 'Content-Security-Policy']),
    )
    expect(files).toEqual({
      source: '/_next/static/:path*',
      headers: staticFileHeaders({ production: true }),
    })
  })

  it('takes the page headers on every address but the build files', async () => {
    const [page] = await rules('production')
    const pattern = new RegExp(`^${page.source}$`)
    expect(pattern.test('/')).toBe(true)
    expect(pattern.test('/favicon.ico')).toBe(true)
    expect(pattern.test('/_next/static/chunks/app.js')).toBe(false)
  })

  it('leaves compression to the server, as the house does, and says nothing of Next.js', () => {
    expect(anchorConfig.compress).toBe(false)
    expect(anchorConfig.poweredByHeader).toBe(false)
    expect(anchorConfig.generateEtags).toBe(false)
  })

  describe('after compile', () => {
    let dist: string
    beforeEach(() => {
      dist = fs.mkdtempSync(path.join(os.tmpdir(), 'anchor-build-'))
      fs.mkdirSync(path.join(dist, 'static/chunks'), { recursive: true })
      fs.writeFileSync(
        path.join(dist, 'build-manifest.json'),
        JSON.stringify({ rootMainFiles: ['static/chunks/main.js'] }),
      )
      fs.writeFileSync(path.join(dist, 'static/chunks/main.js'), 'console.log("hydrate")')
      fs.writeFileSync(path.join(dist, 'static/chunks/other.js'), 'console.log("later")')
    })
    afterEach(() => fs.rmSync(dist, { recursive: true, force: true }))

    it('gets the compile hints and the brotli twins the house build gets', async () => {
      await anchorConfig.compiler.runAfterProductionCompile({
        projectDir: path.dirname(dist),
        distDir: path.basename(dist),
      })
      const read = (file: string) => fs.readFileSync(path.join(dist, file), 'utf8')
      expect(read('static/chunks/main.js')).toBe(`${COMPILE_HINT}console.log("hydrate")`)
      expect(read('static/chunks/other.js')).toBe('console.log("later")')
      expect(fs.existsSync(path.join(dist, 'static/chunks/main.js.br'))).toBe(true)
      expect(fs.existsSync(path.join(dist, 'static/chunks/other.js.br'))).toBe(true)
    })
  })
})
