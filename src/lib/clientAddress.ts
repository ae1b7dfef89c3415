/**
 * Which address a request comes from, for per-client limits. The connection's own address is the
 * only one a client cannot choose. X-Forwarded-For is read only when proxies we run sit in front:
 * each appends the address it saw, so with N trusted proxies the client is the N-th entry from the
 * end of the chain (the header's entries followed by the connection's address); anything further
 * left was written by the client and is ignored.
 */
export function clientAddress(input: {
  socketAddress: string | null
  forwardedFor: string | null
  trustedProxyHops: number
}): string {
  const socket = (input.socketAddress ?? '').trim()
  if (input.trustedProxyHops <= 0) return socket || 'unknown'
  const chain = (input.forwardedFor ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
  chain.push(socket || 'unknown')
  return chain[Math.max(0, chain.length - 1 - input.trustedProxyHops)]
}
