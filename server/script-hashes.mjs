// The inline scripts of a page that the browser may run, named by their SHA-256 for the page's
// Content-Security-Policy. A cached page is the same bytes for every guest, so a per-request nonce
// cannot go in it; a hash of each script can go in the response's header instead, and only those
// exact scripts run.
//
// Only scripts whose shape Next.js itself writes are hashed: fixed code around a JSON literal (the
// page's React Server Components payload, the chunk loader's bootstrap). A <script> that reached
// the HTML any other way (markup injected through content) is left out of the policy, so the
// browser refuses it even though the server sent it.
import { createHash } from 'node:crypto'

/** `<script attributes>text</script>`; the text of a script ends at the first `</script`. */
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi
const SRC_ATTRIBUTE = /(?:^|\s)src\s*=/i
const TYPE_ATTRIBUTE = /(?:^|\s)type\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i
/** Types the browser runs; any other type is a data block (JSON-LD), which never runs. */
const RUNNABLE_TYPES = /^(?:|module|(?:text|application)\/(?:x-)?(?:java|ecma)script)$/i

const FLIGHT_START = '(self.__next_f=self.__next_f||[]).push([0])'
const FLIGHT_PUSH = 'self.__next_f.push('
/** `(globalThis["<name>"] || (globalThis["<name>"] = [])).push(<JSON>);`, one per line. */
const CHUNK_BOOTSTRAP =
  /^\(globalThis\[("(?:[^"\\\n]|\\.)*")\] \|\| \(globalThis\[\1\] = \[\]\)\)\.push\(([^\n]*)\);$/

/** @param {string} text */
function parsesAsJson(text) {
  try {
    JSON.parse(text)
    return true
  } catch {
    return false
  }
}

/** `self.__next_f.push([<0-3>, <JSON>])` with nothing before or after. */
function isFlightPush(text) {
  if (!text.startsWith(FLIGHT_PUSH) || !text.endsWith(')')) return false
  const argument = text.slice(FLIGHT_PUSH.length, -1)
  if (!parsesAsJson(argument)) return false
  const value = JSON.parse(argument)
  return Array.isArray(value) && [0, 1, 2, 3].includes(value[0])
}

/**
 * Whether an inline script is one Next.js writes into every page: fixed code whose only variable
 * part is a JSON literal, which cannot hold code. Exported for the tests.
 * @param {string} text the script's text, exactly as it stands between its tags
 */
export function isFrameworkScript(text) {
  if (text === FLIGHT_START) return true
  if (text.startsWith(`${FLIGHT_START};`)) return isFlightPush(text.slice(FLIGHT_START.length + 1))
  if (text.startsWith(FLIGHT_PUSH)) return isFlightPush(text)
  const lines = text.split('\n')
  return lines.every((line) => {
    const match = CHUNK_BOOTSTRAP.exec(line)
    return match !== null && parsesAsJson(match[1]) && parsesAsJson(match[2])
  })
}

/**
 * The CSP hash sources (`'sha256-…'`) of the page's runnable inline scripts that Next.js wrote,
 * each once, and the start of every other runnable inline script (which stays blocked).
 * @param {Buffer} html the page as sent
 * @returns {{ hashes: string[], refused: string[] }}
 */
export function inlineScriptHashes(html) {
  // latin1 keeps one character per byte, so each script's text encodes back to the exact bytes
  // the browser hashes.
  const text = html.toString('latin1')
  const hashes = new Set()
  const refused = []
  for (const [, attributes, body] of text.matchAll(SCRIPT)) {
    if (SRC_ATTRIBUTE.test(attributes)) continue
    const typeMatch = TYPE_ATTRIBUTE.exec(attributes)
    const type = typeMatch ? (typeMatch[1] ?? typeMatch[2] ?? typeMatch[3]).trim() : ''
    if (!RUNNABLE_TYPES.test(type)) continue
    if (!isFrameworkScript(body)) {
      refused.push(Buffer.from(body.slice(0, 80), 'latin1').toString('utf8'))
      continue
    }
    const digest = createHash('sha256').update(Buffer.from(body, 'latin1')).digest('base64')
    hashes.add(`'sha256-${digest}'`)
  }
  return { hashes: [...hashes], refused }
}
