import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'

import { addCompileHints, COMPILE_HINT, keepStylesheetLinks } from '@server/after-compile.mjs'

/** A build folder in the shape `next build` leaves it in before prerendering. */
let dist: string

function write(file: string, content: string) {
  const full = path.join(dist, file)
  fs.mkdirSync(path.dirname(full), { recursive: true })
  fs.writeFileSync(full, content)
}
const read = (file: string) => fs.readFileSync(path.join(dist, file), 'utf8')

function manifestSource(route: string, entryCSSFiles: Record<string, unknown[]>) {
  return [
    'globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};',
    `globalThis.__RSC_MANIFEST[${JSON.stringify(route)}] = ${JSON.stringify({ clientModules: {}, entryCSSFiles })};`,
    '',
  ].join('\n')
}

beforeEach(() => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'after-compile-'))
})
afterEach(() => fs.rmSync(dist, { recursive: true, force: true }))

describe('addCompileHints', () => {
  beforeEach(() => {
    write(
      'build-manifest.json',
      JSON.stringify({ rootMainFiles: ['static/chunks/framework.js', 'static/chunks/main.js'] }),
    )
    write('static/chunks/framework.js', '(()=>{})()')
    write('static/chunks/main.js', 'console.log(1)')
    write('static/chunks/portal.js', 'console.log(2)')
  })

  it('marks the chunks every page loads, and only those', () => {
    expect(addCompileHints(dist)).toEqual(['static/chunks/framework.js', 'static/chunks/main.js'])
    expect(read('static/chunks/framework.js')).toBe(`${COMPILE_HINT}(()=>{})()`)
    expect(read('static/chunks/main.js')).toBe(`${COMPILE_HINT}console.log(1)`)
    expect(read('static/chunks/portal.js')).toBe('console.log(2)')
  })

  it('changes nothing the second time', () => {
    addCompileHints(dist)
    expect(addCompileHints(dist)).toEqual([])
    expect(read('static/chunks/main.js')).toBe(`${COMPILE_HINT}console.log(1)`)
  })

  it('fails loudly when the manifest no longer lists the chunks', () => {
    write('build-manifest.json', JSON.stringify({ pages: {} }))
    expect(() => addCompileHints(dist)).toThrow(/rootMainFiles/)
  })
})

describe('keepStylesheetLinks', () => {
  const cmsManifest = 'server/app/(payload)/cms/[[...segments]]/page_client-reference-manifest.js'
  const apiManifest = 'server/app/(payload)/api/[...slug]/route_client-reference-manifest.js'
  const siteManifest = 'server/app/(frontend)/(site)/page_client-reference-manifest.js'
  const inlined = { path: 'static/chunks/a.css', inlined: true, content: '.a{color:red}' }

  beforeEach(() => {
    write(
      cmsManifest,
      manifestSource('/(payload)/cms/[[...segments]]/page', { '[project]/layout': [inlined] }),
    )
    write(apiManifest, manifestSource('/(payload)/api/[...slug]/route', {}))
    write(
      siteManifest,
      manifestSource('/(frontend)/(site)/page', { '[project]/layout': [inlined] }),
    )
  })

  function evaluate(file: string) {
    const scope = {
      __RSC_MANIFEST: undefined as Record<string, { entryCSSFiles: unknown }> | undefined,
    }
    new Function('globalThis', read(file))(scope)
    return Object.values(scope.__RSC_MANIFEST ?? {})[0]
  }

  it('links the stylesheets of the pages in the group instead of inlining them', () => {
    expect(keepStylesheetLinks(dist, '(payload)')).toEqual([path.join(dist, cmsManifest)])
    expect(evaluate(cmsManifest).entryCSSFiles).toEqual({
      '[project]/layout': [{ path: 'static/chunks/a.css', inlined: false }],
    })
  })

  it('leaves other groups, empty manifests and a second run alone', () => {
    const apiBefore = read(apiManifest)
    keepStylesheetLinks(dist, '(payload)')
    expect(keepStylesheetLinks(dist, '(payload)')).toEqual([])
    expect(read(apiManifest)).toBe(apiBefore)
    expect(evaluate(siteManifest).entryCSSFiles).toEqual({ '[project]/layout': [inlined] })
  })

  it('reads the form Next.js 16.5 writes: shared arrays inside a function', () => {
    // As `next build` 16.5 writes it: each list of stylesheets once, entries pointing at it.
    const source = [
      '(() => {',
      `const l = [[], ${JSON.stringify([inlined])}];`,
      'const m = {"moduleLoading":{"prefix":""},"clientModules":{},"entryCSSFiles":{"[project]/not-found":l[0],"[project]/layout":l[1],"[project]/page":l[1]}};',
      '(globalThis.__RSC_MANIFEST ??= {})["/(payload)/cms/[[...segments]]/page"] = m;',
      '})();',
      '',
    ].join('\n')
    write(cmsManifest, source)
    expect(keepStylesheetLinks(dist, '(payload)')).toEqual([path.join(dist, cmsManifest)])
    const linked = { path: 'static/chunks/a.css', inlined: false }
    expect(evaluate(cmsManifest).entryCSSFiles).toEqual({
      '[project]/not-found': [],
      '[project]/layout': [linked],
      '[project]/page': [linked],
    })
  })

  it('fails loudly on a manifest it cannot read', () => {
    write(cmsManifest, 'module.exports = {}')
    expect(() => keepStylesheetLinks(dist, '(payload)')).toThrow(/expected form/)
  })
})
