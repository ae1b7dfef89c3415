import { createHmac, timingSafeEqual } from 'node:crypto'

import type { PayloadRequest } from 'payload'
import { generateCookie, parseCookies } from 'payload/shared'

/** How long a browser stays known after its last sign-in: about a year (browsers cap at 400 days). */
const KNOWN_FOR_SECONDS = 365 * 24 * 60 * 60

/** A shared front-desk computer remembers this many accounts, the latest first. */
const ACCOUNTS_PER_DEVICE = 5

type AuthRequest = Pick<PayloadRequest, 'headers' | 'payload'>

function cookieName(req: AuthRequest): string {
  return `${req.payload.config.cookiePrefix}-known-device`
}

/** The mark of one account: an HMAC with the server's secret, so no one can make one. */
function markOf(req: AuthRequest, email: string): string {
  return createHmac('sha256', req.payload.secret)
    .update(`known-device\n${email.trim().toLowerCase()}`)
    .digest('base64url')
}

function marksSent(req: AuthRequest): string[] {
  const value = parseCookies(req.headers).get(cookieName(req)) ?? ''
  return value.split('.').filter(Boolean).slice(0, ACCOUNTS_PER_DEVICE)
}

function sameMark(a: string, b: string): boolean {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}

/**
 * Whether this browser has signed in to the account before. It still needs the password; what
 * it is spared is the account's lock, which strangers can cause by guessing from many addresses.
 */
export function isKnownDevice(req: AuthRequest, email: string): boolean {
  const mark = markOf(req, email)
  return marksSent(req).some((sent) => sameMark(sent, mark))
}

/**
 * The cookie that makes this browser known for the account just signed in to, keeping the other
 * accounts it knew. HttpOnly, so no script on a page can copy it.
 */
export function knownDeviceCookie(req: AuthRequest, email: string): string {
  const mark = markOf(req, email)
  const marks = [mark, ...marksSent(req).filter((sent) => sent !== mark)]
  const { cookies } = req.payload.collections.users.config.auth
  return generateCookie<false>({
    name: cookieName(req),
    returnCookieAsObject: false,
    value: marks.slice(0, ACCOUNTS_PER_DEVICE).join('.'),
    maxAge: KNOWN_FOR_SECONDS,
    path: '/',
    httpOnly: true,
    sameSite: typeof cookies.sameSite === 'string' ? cookies.sameSite : 'Lax',
    secure: cookies.secure,
  })
}
