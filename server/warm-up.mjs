// A server that has just started has loaded none of its pages' code: the first guest to open a page
// after a start, an upgrade or a restore waited while it was loaded, many times longer than a
// page takes once loaded. So the server renders
// each kind of page in its sitemap once, through its own request handler on a private loopback
// port. The first page loads what every page shares (Payload, React, the layout) and is rendered
// before the real port opens, so the port opens no later than a first request would have been
// answered; the other pages, each a small share of their own code, follow while it is open.
import http from 'node:http'

/** The most a warm-up may take: a server whose pages cannot render still starts and serves. */
const BUDGET_MS = 20_000

/**
 * @param {import('node:http').RequestListener} handle the page server's request handler
 * @param {{ open?: () => Promise<void> | void, budgetMs?: number, log?: (line: string) => void }} [options]
 *   `open` opens the real port: called once, after the first page (or as soon as the warm-up fails)
 * @returns {Promise<{ warmed: string[], failed: string[], port: number | undefined }>}
 *   rejects only with `open`'s error: a page that fails or an unreadable sitemap is logged
 */
export async function warmPages(handle, { open, budgetMs = BUDGET_MS, log = console.log } = {}) {
  const started = performance.now()
  const signal = AbortSignal.timeout(budgetMs)
  const warmed = []
  const failed = []
  let opened = false
  let openError
  const openOnce = async () => {
    if (opened) return
    opened = true
    try {
      await open?.()
    } catch (error) {
      openError = error
    }
  }
  const loopback = http.createServer(handle)
  let port
  try {
    port = await listenOnLoopback(loopback)
    const base = `http://127.0.0.1:${port}`
    let paths = []
    try {
      paths = await sitemapPaths(base, signal)
    } catch (error) {
      failed.push(`/sitemap.xml (${signal.aborted ? 'out of time' : error.message})`)
    }
    for (const path of paths) {
      try {
        const response = await fetch(base + path, { redirect: 'manual', signal })
        await response.arrayBuffer()
        if (response.ok) warmed.push(path)
        else failed.push(`${path} (${response.status})`)
      } catch (error) {
        failed.push(`${path} (${signal.aborted ? 'out of time' : error.message})`)
        if (signal.aborted) break
      }
      await openOnce()
      // The real port could not open (another server holds it): the start fails, as it would have.
      if (openError) break
    }
  } catch (error) {
    failed.push(`127.0.0.1 (${error.message})`)
  } finally {
    await new Promise((resolve) => {
      loopback.close(() => resolve())
      // The warm-up's keep-alive connections would otherwise hold the private port open.
      loopback.closeAllConnections()
    })
  }
  await openOnce()
  if (openError) throw openError
  const took = Math.round(performance.now() - started)
  log(
    `Warmed ${warmed.length} pages in ${took} ms${failed.length ? `; failed: ${failed.join(', ')}` : ''}`,
  )
  return { warmed, failed, port }
}

/** @returns {Promise<number>} the port the system chose */
function listenOnLoopback(server) {
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject)
      resolve(server.address().port)
    })
  })
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
