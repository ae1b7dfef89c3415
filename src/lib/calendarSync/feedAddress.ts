/**
 * Which addresses the server may read a booking site's calendar from. The server fetches what an
 * admin pastes, so a wrong or hostile link must not make it read inside its own network: only
 * `https:` to public addresses. This module holds the checks that need no network (the link as
 * typed, and an IP address once resolved); the download checks every resolved address with them
 * again before connecting and at each redirect.
 */
import { calendarSync as calendarSyncText } from '@/lib/messages/calendarSync'

/** Booking sites hand out `webcal://` links: the same address, meant to be read over https. */
export function feedUrl(raw: string): string {
  const url = raw.trim()
  return url.replace(/^webcals?:\/\//i, 'https://')
}

/** Host names that never name a public server. */
const PRIVATE_NAMES = /(^|\.)(localhost|local|internal|intranet|lan|home|corp|home\.arpa)$/i

function ipv4Parts(host: string): number[] | null {
  const match = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(host)
  if (!match) return null
  const parts = match.slice(1).map(Number)
  return parts.every((p) => p <= 255) ? parts : null
}

/** Whether an IPv4 address is not a public unicast address (RFC 6890 special-purpose ranges). */
function ipv4Private([a, b, c]: number[]): boolean {
  return (
    a === 0 || // "this network"
    a === 10 ||
    a === 127 ||
    (a === 100 && b >= 64 && b <= 127) || // carrier-grade NAT, and Alibaba's metadata address
    (a === 169 && b === 254) || // link-local, where cloud metadata services answer
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 0 && (c === 0 || c === 2)) ||
    (a === 192 && b === 88 && c === 99) ||
    (a === 192 && b === 168) ||
    (a === 198 && (b === 18 || b === 19)) ||
    (a === 198 && b === 51 && c === 100) ||
    (a === 203 && b === 0 && c === 113) ||
    a >= 224 // multicast, reserved and broadcast
  )
}

/** The eight 16-bit groups of an IPv6 address, or null when it is not one. */
function ipv6Groups(address: string): number[] | null {
  let text = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '')
  if (!text.includes(':')) return null
  const dotted = /(\d{1,3}(?:\.\d{1,3}){3})$/.exec(text)
  if (dotted) {
    const v4 = ipv4Parts(dotted[1])
    if (!v4) return null
    text = `${text.slice(0, -dotted[1].length)}${((v4[0] << 8) | v4[1]).toString(16)}:${((v4[2] << 8) | v4[3]).toString(16)}`
  }
  const halves = text.split('::')
  if (halves.length > 2) return null
  const read = (part: string) => (part ? part.split(':') : [])
  const head = read(halves[0])
  const tail = halves.length === 2 ? read(halves[1]) : []
  const fill = 8 - head.length - tail.length
  if (halves.length === 2 ? fill < 1 : fill !== 0) return null
  const groups = [...head, ...Array<string>(halves.length === 2 ? fill : 0).fill('0'), ...tail]
  if (!groups.every((g) => /^[0-9a-f]{1,4}$/i.test(g))) return null
  return groups.map((g) => parseInt(g, 16))
}

function embeddedV4(g: number[]): number[] {
  return [g[6] >> 8, g[6] & 0xff, g[7] >> 8, g[7] & 0xff]
}

/** Whether an IPv6 address is not a public unicast address, its IPv4 forms included. */
function ipv6Private(g: number[]): boolean {
  const zeroTo = (n: number) => g.slice(0, n).every((x) => x === 0)
  if (zeroTo(5) && g[5] === 0xffff) return ipv4Private(embeddedV4(g)) // ::ffff:a.b.c.d
  if (zeroTo(6)) return true // ::, ::1 and the old IPv4-compatible form
  if (g[0] === 0x64 && g[1] === 0xff9b) return ipv4Private(embeddedV4(g)) // NAT64
  if (g[0] === 0x2002) return ipv4Private([g[1] >> 8, g[1] & 0xff, g[2] >> 8, g[2] & 0xff]) // 6to4
  if (g[0] === 0x2001 && g[1] < 0x200) return true // Teredo and IETF protocol assignments
  if (g[0] === 0x2001 && g[1] === 0xdb8) return true // documentation
  if (g[0] === 0x100 && zeroTo(4)) return true // discard
  if ((g[0] & 0xfe00) === 0xfc00) return true // unique local, AWS's metadata fd00:ec2::254 too
  if ((g[0] & 0xffc0) === 0xfe80 || (g[0] & 0xffc0) === 0xfec0) return true // link/site-local
  return (g[0] & 0xff00) === 0xff00 // multicast
}

/** Whether a literal IP address (v4 or v6) is one the server must never fetch from. */
export function isPrivateAddress(address: string): boolean {
  const v4 = ipv4Parts(address)
  if (v4) return ipv4Private(v4)
  const v6 = ipv6Groups(address)
  return v6 ? ipv6Private(v6) : true
}

/** The one address the test setting opens: where tests serve their feeds, over http. */
export const TEST_SERVER = '127.0.0.1'

export type FeedAddressOptions = {
  /** Tests serve feeds from 127.0.0.1 over http; production never allows it. */
  allowLoopback?: boolean
}

/**
 * Why a calendar link, as typed, cannot be a public booking site's calendar; null when it may be.
 * The URL parser has already turned every spelling of an IP address (`0x7f.1`, `2130706433`,
 * `[::ffff:127.0.0.1]`) into its plain form, so the checks read that form.
 */
export function feedAddressProblem(raw: string, options: FeedAddressOptions = {}): string | null {
  let url: URL
  try {
    url = new URL(feedUrl(raw))
  } catch {
    return calendarSyncText.address.notLink
  }
  const host = url.hostname.replace(/^\[|\]$/g, '').replace(/\.$/, '')
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    return calendarSyncText.address.notHttps
  if (options.allowLoopback && host === TEST_SERVER) return null
  if (url.username || url.password) return calendarSyncText.address.credentials
  const literal = ipv4Parts(host) !== null || host.includes(':')
  // A name without a dot is one the local network resolves, never a booking site.
  const privateHost = literal
    ? isPrivateAddress(host)
    : PRIVATE_NAMES.test(host) || !host.includes('.')
  if (privateHost) return calendarSyncText.address.private
  if (url.protocol !== 'https:') return calendarSyncText.address.notHttps
  return null
}
