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

/** The eight 16-bit groups of an IPv6 address, or null when it is not one. */
function ipv6Groups(address: string): number[] | null {
  let text = address
  const tail: number[] = []
  // An IPv4 address written in the last 32 bits (::ffff:192.0.2.1) is two more groups.
  const dotted = /^(.*:)(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text)
  if (dotted) {
    const bytes = dotted.slice(2).map(Number)
    if (bytes.some((byte) => byte > 255)) return null
    tail.push((bytes[0] << 8) | bytes[1], (bytes[2] << 8) | bytes[3])
    text = dotted[1].endsWith('::') ? dotted[1] : dotted[1].slice(0, -1)
  }
  const halves = text.split('::')
  if (halves.length > 2) return null
  const parse = (part: string) => (part === '' ? [] : part.split(':'))
  const head = parse(halves[0])
  const rest = halves.length === 2 ? parse(halves[1]) : []
  if (![...head, ...rest].every((group) => /^[0-9a-f]{1,4}$/.test(group))) return null
  const missing = 8 - head.length - rest.length - tail.length
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null
  return [
    ...head.map((group) => parseInt(group, 16)),
    ...Array<number>(missing).fill(0),
    ...rest.map((group) => parseInt(group, 16)),
    ...tail,
  ]
}

/**
 * The key a client's requests are counted under. An IPv4 address is one client. One IPv6
 * subscriber is handed a whole /64 (2^64 addresses), so keying on the address would give them
 * unlimited fresh counters: IPv6 clients are counted by their /64. An IPv4 address carried in
 * IPv6 (::ffff:192.0.2.1, as a dual-stack server reports IPv4 peers) is the IPv4 client it is.
 */
export function limitKey(address: string): string {
  let text = address.trim().toLowerCase()
  if (text.startsWith('[') && text.includes(']')) text = text.slice(1, text.indexOf(']'))
  if (text.includes('%')) text = text.slice(0, text.indexOf('%'))
  if (!text.includes(':')) return text
  const groups = ipv6Groups(text)
  if (!groups) return text
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [groups[6] >> 8, groups[6] & 255, groups[7] >> 8, groups[7] & 255].join('.')
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`
}
