// Two changes to Next.js's build output, made by next.config.mjs right after every production
// compile (before pages are prerendered), so `next build` anywhere (Docker, tests, benchmarks)
// gives the same files. Each step fails the build if the output no longer looks as expected, so a
// Next.js upgrade that changes it is noticed rather than silently undone.
import fs from 'node:fs'
import path from 'node:path'
import vm from 'node:vm'

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'

/** The chunks Next.js loads on every App Router page, from the build manifest. */
export function rootMainFiles(distDir) {
  const manifestPath = path.join(distDir, 'build-manifest.json')
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'))
  const files = manifest.rootMainFiles
  if (!Array.isArray(files) || files.length === 0)
    throw new Error(
      `${manifestPath} lists no rootMainFiles; the compile hints have nothing to mark`,
    )
  return files
}

/**
 * Marks the framework scripts every page loads (React DOM, the Next.js runtime, the Turbopack
 * runtime and the app entry) with V8's explicit compile hint. Without it V8 compiles each function
 * on the main thread the first time hydration calls it: most of the one long task that starts
 * hydration, several times longer on a cheap phone. With
 * the hint Chrome compiles these files while they stream in, off the main thread. Only these
 * files: nearly every function in them runs on load, which is what the hint tells V8.
 * Returns the files it changed; a second run changes nothing.
 */
export function addCompileHints(distDir) {
  const changed = []
  for (const file of rootMainFiles(distDir)) {
    if (!file.endsWith('.js')) continue
    const filePath = path.join(distDir, file)
    const source = fs.readFileSync(filePath, 'utf8')
    if (source.startsWith(COMPILE_HINT)) continue
    fs.writeFileSync(filePath, COMPILE_HINT + source)
    changed.push(file)
  }
  return changed
}

/**
 * The one route's manifest a client reference manifest file defines, and its key. The file is a
 * script that assigns into `globalThis.__RSC_MANIFEST`; its shape changes between Next.js releases
 * (one JSON literal until 16.4, shared arrays inside a function from 16.5), so it is run in an
 * empty context of its own rather than parsed.
 */
function readManifest(manifestPath, source) {
  const context = vm.createContext({})
  try {
    vm.runInContext(source, context, { filename: manifestPath, timeout: 1000 })
  } catch {
    // Not a script of that kind at all: reported below.
  }
  const entries = Object.entries(context.__RSC_MANIFEST ?? {})
  if (entries.length !== 1) throw new Error(`${manifestPath} is not in the expected form`)
  const [[route, manifest]] = entries
  // Back to plain data: objects made in the other context fail instanceof checks here.
  return { route, manifest: JSON.parse(JSON.stringify(manifest)) }
}

/**
 * `experimental.inlineCss` puts each page's stylesheet inside its HTML, which is right for the
 * guests' pages (a few KB, no render-blocking request) and wrong for Payload's admin under /cms:
 * its large stylesheet would ride twice (as a style element and in the page data) in every /cms
 * document instead of being fetched once and cached. This turns inlining off for the pages under
 * `routeGroup` by marking their stylesheets as not inlined in the client reference manifests that
 * the renderer reads. Returns the manifests it changed.
 */
export function keepStylesheetLinks(distDir, routeGroup) {
  const groupDir = path.join(distDir, 'server', 'app', routeGroup)
  if (!fs.existsSync(groupDir)) throw new Error(`${groupDir} is missing; no pages to keep linked`)
  const manifests = fs
    .readdirSync(groupDir, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('_client-reference-manifest.js'))
    .map((file) => path.join(groupDir, file))
  const changed = []
  for (const manifestPath of manifests) {
    const { route, manifest } = readManifest(manifestPath, fs.readFileSync(manifestPath, 'utf8'))
    let inlined = 0
    for (const files of Object.values(manifest.entryCSSFiles ?? {})) {
      for (const file of files) {
        if (file.inlined) {
          file.inlined = false
          delete file.content
          inlined += 1
        }
      }
    }
    if (inlined === 0) continue
    fs.writeFileSync(
      manifestPath,
      `(globalThis.__RSC_MANIFEST ??= {})[${JSON.stringify(route)}] = ${JSON.stringify(manifest)};\n`,
    )
    changed.push(manifestPath)
  }
  return changed
}
