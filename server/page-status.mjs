// A page's server component cannot set the status of its answer; this server can. A page that
// must answer with another status (a guest's stay page over its limit: 429 with Retry-After, so a
// monitor or a crawler can tell it from the page) says so in its request's context, and the head
// carries it when it goes out. The page still renders its notice as the body, and counts the visit
// once, where it always has.
import { AsyncLocalStorage } from 'node:async_hooks'

/**
 * One context for this server's copy of the module and the one bundled into the app's pages.
 * @type {AsyncLocalStorage<{ retryAfterSeconds?: number }>}
 */
const storage = (globalThis[Symbol.for('guesthouse.pageStatus')] ??= new AsyncLocalStorage())

/**
 * The status and Retry-After a head goes out with: 429 for a page that asked for it, and only in
 * place of a 200 (a 404 or a redirect stays what it is).
 * @param {number} statusCode
 * @param {{ retryAfterSeconds?: number }} asked
 * @returns {{ statusCode: number, retryAfter?: string }}
 */
export function pageStatusHead(statusCode, asked) {
  if (asked.retryAfterSeconds === undefined || statusCode !== 200) return { statusCode }
  return { statusCode: 429, retryAfter: String(asked.retryAfterSeconds) }
}

/**
 * Runs `handle` (which answers on `res`) in a context its page may ask another status in; the
 * head is written with it. Installed before anything else wraps `res`, so every way the head goes
 * out (writeHead, or Node's implicit one on the first write) passes here.
 * @template T
 * @param {import('node:http').ServerResponse} res
 * @param {() => T} handle
 * @returns {T}
 */
export function withPageStatus(res, handle) {
  /** @type {{ retryAfterSeconds?: number }} */
  const asked = {}
  const writeHead = res.writeHead
  // @ts-expect-error writeHead's overloads: the arguments after the status pass through as given.
  res.writeHead = function (statusCode, ...rest) {
    const head = pageStatusHead(statusCode, asked)
    if (head.retryAfter) this.setHeader('Retry-After', head.retryAfter)
    return writeHead.call(this, head.statusCode, ...rest)
  }
  return storage.run(asked, handle)
}

/**
 * Asks, from a page, that its answer be a 429 to be tried again in `seconds`. Answers false where
 * no server took the request this way (development, tests in-process): the page's body alone says it.
 * @param {number} seconds
 * @returns {boolean}
 */
export function answerTooManyRequests(seconds) {
  const asked = storage.getStore()
  if (!asked) return false
  asked.retryAfterSeconds = Math.max(1, Math.ceil(seconds))
  return true
}
