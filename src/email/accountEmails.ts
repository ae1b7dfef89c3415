import { formatDate } from '@/lib/dates'

import { escapeHtml, oneLine } from './contactEmails'

type Email = { subject: string; text: string; html: string }

/**
 * Sent to the old address when an account's email changes. Whoever holds a stolen session and
 * the password could move the account to an address of their own, where every reset link would
 * then go; this is how the owner of the old address hears of it in time.
 */
export function emailChangedNotice(houseName: string, changedAt: string): Email {
  const lines = [
    `The sign-in email address of your staff account at ${houseName} was changed on ${formatDate(changedAt)}. Sign-in and password-reset emails now go to the new address, not to this one.`,
    'If you did not make this change, tell the house’s admin at once: they can set the address back and choose a new password for you.',
  ]
  return {
    subject: oneLine(`Your ${houseName} account’s email address was changed`),
    text: lines.join('\n\n'),
    html: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n'),
  }
}

/**
 * Sent to the account and to the house's admins when an account reaches its ceiling of failed
 * sign-ins from all addresses together: someone is guessing its password, and until the lock
 * ends only a browser that signed in to it before, or a password reset, gets in.
 */
export function signInLockedNotice(houseName: string, account: string, lockedAt: string): Email {
  const lines = [
    `The staff account ${account} at ${houseName} was locked on ${formatDate(lockedAt)} after many failed sign-in attempts from different places: someone may be guessing its password.`,
    'For the next hour it opens only in a browser that has signed in to it before, or after a password reset by email ("Forgot password" on the sign-in page of the content editor), which also ends the lock.',
    'If these attempts were not yours, reset the password and tell the house’s admin.',
  ]
  return {
    subject: oneLine(`${houseName}: sign-in to ${account} locked after failed attempts`),
    text: lines.join('\n\n'),
    html: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n'),
  }
}
