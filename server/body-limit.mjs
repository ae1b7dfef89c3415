// Request bodies are refused while they stream in, before anything parses them: a 200 MB JSON
// sent to a sign-in route must cost the server no more memory than a small one. Each body is
// counted as the HTTP parser hands it over (chunked bodies included), so neither Next.js nor
// Payload ever buffers more than the route's limit.

/** JSON and form posts to the API: no contract call and no Payload route needs more. */
export const MAX_JSON_BODY_BYTES = 64 * 1024
/**
 * Uploads (and Payload's admin, which saves documents as forms): above the 5 MB image rule, so
 * the upload routes can still refuse a slightly larger image with their own message.
 */
export const MAX_MULTIPART_BODY_BYTES = 8 * 1024 * 1024
/** Pages' server actions (Payload's admin under /cms): Next.js's own default. */
export const MAX_OTHER_BODY_BYTES = 1024 * 1024

/** The same words as MESSAGES.request.tooLarge (a unit test keeps them equal). */
export const TOO_LARGE_MESSAGE = 'The request is too large'

/**
 * The most bytes a request to this address with this content type may carry.
 * @param {string} url
 * @param {string | undefined} contentType
 */
export function bodyLimit(url, contentType) {
  if (/^multipart\/form-data\b/i.test(contentType ?? '')) return MAX_MULTIPART_BODY_BYTES
  const pathname = url.split('?')[0]
  if (pathname === '/api' || pathname.startsWith('/api/')) return MAX_JSON_BODY_BYTES
  return MAX_OTHER_BODY_BYTES
}

/** @param {import('node:http').ServerResponse} res */
function refuse(res) {
  if (!res.headersSent) {
    const body = JSON.stringify({
      success: false,
      message: TOO_LARGE_MESSAGE,
      error: { message: TOO_LARGE_MESSAGE },
      errors: [{ message: TOO_LARGE_MESSAGE }],
    })
    // The rest of the body is never read: the connection closes once the answer is out.
    res.writeHead(413, {
      'Content-Type': 'application/json',
      'Content-Length': Buffer.byteLength(body),
      'Cache-Control': 'no-store',
      Connection: 'close',
    })
    res.end(body)
  }
  res.once('finish', () => res.socket?.destroy())
  if (res.writableFinished) res.socket?.destroy()
}

/**
 * Answers 413 and returns true when the declared length is over the limit; otherwise watches the
 * body as it arrives and cuts the connection with a 413 as soon as it passes the limit.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
export function refuseOversizedBody(req, res) {
  const limit = bodyLimit(req.url ?? '/', req.headers['content-type'])
  const declared = Number(req.headers['content-length'] ?? 0)
  if (declared > limit) {
    refuse(res)
    return true
  }
  let received = 0
  const push = req.push.bind(req)
  req.push = (chunk, encoding) => {
    if (chunk !== null && chunk !== undefined) {
      received += chunk.length
      if (received > limit) {
        req.push = () => false
        refuse(res)
        // Whoever was reading the body sees it end early and gives up.
        return push(null)
      }
    }
    return push(chunk, encoding)
  }
  return false
}
