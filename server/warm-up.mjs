// A server that has just started has loaded none of its pages' code: the first guest to open a page
// after a start, an upgrade or a restore waited while it was loaded (on a 2-vCPU machine 450 ms for
// the first page, 50–150 ms for each other one, against 10 ms once loaded). So before the server
// opens its port it renders each page of its sitemap once, on a private loopback port, and a guest
// (or a load balancer's health check) finds it ready.

/** The most a warm-up may hold back the start: a server whose pages cannot render still starts. */
const BUDGET_MS = 20_000

/**
 * Renders every page the sitemap lists through `server` on 127.0.0.1 and closes that listener
 * again, so `server.listen` can then open the real port. Never throws: a page that fails or a
 * sitemap that cannot be read is logged, and the start goes on.
 * @param {import('node:http').Server} server
 * @param {{ budgetMs?: number, log?: (line: string) => void }} [options]
 * @returns {Promise<{ warmed: string[], failed: string[] }>}
 */
export async function warmPages(server, { budgetMs = BUDGET_MS, log = console.log } = {}) {
  const started = performance.now()
  const signal = AbortSignal.timeout(budgetMs)
  const warmed = []
  const failed = []
  try {
    await new Promise((resolve, reject) => {
      server.once('error', reject)
      server.listen(0, '127.0.0.1', () => {
        server.off('error', reject)
        resolve()
      })
    })
  } catch (error) {
    log(`Warmed no pages: no loopback port to render them on (${error.message})`)
    return { warmed, failed: [`127.0.0.1 (${error.message})`] }
  }
  const base = `http://127.0.0.1:${server.address().port}`
  try {
    for (const path of await sitemapPaths(base, signal)) {
      try {
        const response = await fetch(base + path, { redirect: 'manual', signal })
        await response.arrayBuffer()
        if (response.ok) warmed.push(path)
        else failed.push(`${path} (${response.status})`)
      } catch (error) {
        failed.push(`${path} (${signal.aborted ? 'out of time' : error.message})`)
        if (signal.aborted) break
      }
    }
  } catch (error) {
    failed.push(`/sitemap.xml (${signal.aborted ? 'out of time' : error.message})`)
  } finally {
    await new Promise((resolve) => {
      server.close(() => resolve())
      // The warm-up's keep-alive connections would otherwise hold the listener open.
      server.closeAllConnections()
    })
  }
  const took = Math.round(performance.now() - started)
  log(
    `Warmed ${warmed.length} pages in ${took} ms${failed.length ? `; failed: ${failed.join(', ')}` : ''}`,
  )
  return { warmed, failed }
}

/**
 * The paths of the sitemap's pages (its addresses carry the public host, not this one), one for
 * each kind of page: /rooms/a and /rooms/b run the same code, so loading it once is enough.
 */
async function sitemapPaths(base, signal) {
  const response = await fetch(`${base}/sitemap.xml`, { signal })
  if (!response.ok) throw new Error(`status ${response.status}`)
  const xml = await response.text()
  const byKind = new Map()
  for (const [, address] of xml.matchAll(/<loc>([^<]+)<\/loc>/g)) {
    const path = new URL(address).pathname
    const segments = path.split('/').filter(Boolean)
    const kind = segments.length > 1 ? `${segments[0]}/*` : path
    if (!byKind.has(kind)) byKind.set(kind, path)
  }
  return [...byKind.values()]
}
