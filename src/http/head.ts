type RouteHandler = (
  request: Request,
  context: { params: Promise<{ slug: string[] }> },
) => Promise<Response>

/**
 * HEAD answered as GET would be, without the body. Next.js hands a HEAD to the GET handler as it
 * is, and Payload matches endpoints by method, so without this every GET endpoint (the room's
 * calendar feed among them, which booking sites check with HEAD before reading) answered 404.
 */
export function headAsGet(get: RouteHandler): RouteHandler {
  return async (request, context) => {
    // A new request from the parts: Next's request object cannot be copied by `new Request(it)`.
    const asGet = new Request(request.url, { method: 'GET', headers: request.headers })
    const response = await get(asGet, context)
    await response.body?.cancel()
    return new Response(null, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    })
  }
}
