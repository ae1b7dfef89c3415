import { lookup } from 'node:dns/promises'
import http from 'node:http'
import https from 'node:https'
import net from 'node:net'

import {
  feedAddressProblem,
  feedUrl,
  isPrivateAddress,
  TEST_SERVER,
} from '@/lib/calendarSync/feedAddress'
import { env } from '@/lib/env'
import { MESSAGES } from '@/lib/messages'

/** A booking site's calendar of a few years is some kilobytes; more is not a calendar. */
export const MAX_FEED_BYTES = 2 * 1024 * 1024

/** Booking sites move a feed once or twice at most (http to https, old path to new). */
const MAX_REDIRECTS = 3

const REDIRECTS = new Set([301, 302, 303, 307, 308])

/**
 * Why a calendar could not be read, in the app's own words: never text from the other server,
 * and one message for every way a connection fails, so a reading tells nothing about which ports
 * answer where.
 */
export class FeedError extends Error {}

type Checked = { address: string; family: number }

/** The host's addresses, all of them public, or a refusal: checked before any connection. */
async function publicAddress(host: string, allowLoopback: boolean): Promise<Checked> {
  const bare = host.replace(/^\[|\]$/g, '')
  let found: Checked[]
  if (net.isIP(bare)) found = [{ address: bare, family: net.isIP(bare) }]
  else {
    try {
      found = await lookup(bare, { all: true, verbatim: true })
    } catch {
      throw new FeedError(MESSAGES.calendarSync.unreachable)
    }
  }
  if (!found.length) throw new FeedError(MESSAGES.calendarSync.unreachable)
  for (const { address } of found) {
    const allowed = allowLoopback && address === TEST_SERVER
    // One private address among public ones is refused too: which one a connection uses is
    // not ours to choose once the name is handed over.
    if (isPrivateAddress(address) && !allowed) {
      throw new FeedError(MESSAGES.calendarSync.privateAddress)
    }
  }
  return found[0]
}

/**
 * One GET to `url`, connected to the address already checked: the name is not resolved again,
 * so a DNS answer that changes between the check and the connection cannot swap in another.
 */
function requestOnce(url: URL, to: Checked, signal: AbortSignal): Promise<http.IncomingMessage> {
  const client = url.protocol === 'https:' ? https : http
  return new Promise((resolve, reject) => {
    const request = client.request(url, {
      method: 'GET',
      agent: false,
      signal,
      headers: {
        accept: 'text/calendar, text/plain;q=0.5',
        'user-agent': 'GuestHouseCalendarSync/1.0',
      },
      lookup: (_hostname, options, callback) => {
        if ((options as { all?: boolean }).all) {
          ;(callback as unknown as (e: null, a: Checked[]) => void)(null, [to])
        } else callback(null, to.address, to.family)
      },
    })
    request.on('response', resolve)
    request.on('error', reject)
    request.end()
  })
}

async function readCapped(response: http.IncomingMessage): Promise<string> {
  const declared = Number(response.headers['content-length'])
  if (declared > MAX_FEED_BYTES) {
    response.destroy()
    throw new FeedError(MESSAGES.calendarSync.tooLarge(MAX_FEED_BYTES / 1024 / 1024))
  }
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of response as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size > MAX_FEED_BYTES) {
      response.destroy()
      throw new FeedError(MESSAGES.calendarSync.tooLarge(MAX_FEED_BYTES / 1024 / 1024))
    }
    chunks.push(chunk)
  }
  return Buffer.concat(chunks).toString('utf8')
}

/** text/calendar is what the sites send; some serve the same file as text/plain. */
function isCalendarType(header: string | undefined): boolean {
  const type = (header ?? '').split(';')[0].trim().toLowerCase()
  return type === 'text/calendar' || type === 'text/plain'
}

async function follow(start: string, signal: AbortSignal): Promise<string> {
  let url = new URL(feedUrl(start))
  const saved = url.origin
  for (let hop = 0; ; hop++) {
    // Tests serve their feeds from loopback; even then a redirect may not lead to another
    // server on this machine, which is what an attack through a redirect looks like.
    const allowLoopback = env.calendarFeedsAllowLoopback && url.origin === saved
    const problem = feedAddressProblem(url.href, { allowLoopback })
    if (problem) {
      throw new FeedError(
        problem === MESSAGES.calendarSync.address.private
          ? MESSAGES.calendarSync.privateAddress
          : MESSAGES.calendarSync.onlyHttps,
      )
    }
    const response = await requestOnce(
      url,
      await publicAddress(url.hostname, allowLoopback),
      signal,
    )
    const status = response.statusCode ?? 0
    if (REDIRECTS.has(status)) {
      response.resume()
      const location = response.headers.location
      if (!location) throw new FeedError(MESSAGES.calendarSync.answered(status))
      if (hop >= MAX_REDIRECTS) throw new FeedError(MESSAGES.calendarSync.tooManyRedirects)
      try {
        url = new URL(feedUrl(location), url)
      } catch {
        throw new FeedError(MESSAGES.calendarSync.onlyHttps)
      }
      continue
    }
    if (status < 200 || status >= 300) {
      response.resume()
      throw new FeedError(MESSAGES.calendarSync.answered(status))
    }
    if (!isCalendarType(response.headers['content-type'])) {
      response.resume()
      throw new FeedError(MESSAGES.calendarSync.notCalendarType)
    }
    return await readCapped(response)
  }
}

/**
 * Downloads a booking site's calendar: `https:` (a `webcal://` link read as such) to public
 * addresses only, each redirect checked again, at most 2 MB, within the calendar timeout.
 * Whatever goes wrong is a `FeedError` in the app's words.
 */
export async function fetchFeed(url: string): Promise<string> {
  const signal = AbortSignal.timeout(env.calendarFetchTimeoutMs)
  try {
    return await follow(url, signal)
  } catch (error) {
    if (signal.aborted) {
      throw new FeedError(
        MESSAGES.calendarSync.timedOut(Math.round(env.calendarFetchTimeoutMs / 1000)),
      )
    }
    if (error instanceof FeedError) throw error
    throw new FeedError(MESSAGES.calendarSync.unreachable)
  }
}
