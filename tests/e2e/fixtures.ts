import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test'

import type { ReceivedMail } from '../../scripts/lib/mail.d.mts'
import { ADMIN, BASE_URL, CONTACT_TO, PORTS } from './env.mjs'

const controlUrl = `http://127.0.0.1:${PORTS.smtpControl}`

/** The loopback SMTP server's mailbox, and a switch to take it down and bring it back. */
export const mailbox = {
  async messages(): Promise<ReceivedMail[]> {
    return (await fetch(`${controlUrl}/messages`)).json()
  },
  async clear(): Promise<void> {
    await fetch(`${controlUrl}/messages`, { method: 'DELETE' })
  },
  async stopSmtp(): Promise<void> {
    await fetch(`${controlUrl}/smtp/stop`, { method: 'POST' })
  },
  async startSmtp(): Promise<void> {
    await fetch(`${controlUrl}/smtp/start`, { method: 'POST' })
  },
  /** Waits until a message matching `predicate` arrives (the contact emails go through a job queue). */
  async waitFor(
    predicate: (mail: ReceivedMail) => boolean,
    timeoutMs = 30_000,
  ): Promise<ReceivedMail> {
    const deadline = Date.now() + timeoutMs
    while (Date.now() < deadline) {
      const found = (await mailbox.messages()).find(predicate)
      if (found) return found
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
    throw new Error('No matching email arrived in time')
  },
}

let signIns = 0

/**
 * Signs the API context in as the seeded admin (its cookie jar then carries the session). Each
 * call claims its own client address so the per-client sign-in rate limit, which the hardening
 * tests check on purpose, never trips the other tests.
 */
export async function signInApi(request: APIRequestContext): Promise<void> {
  signIns += 1
  const response = await request.post('/api/auth/signin', {
    data: { email: ADMIN.email, password: ADMIN.password },
    headers: { Origin: BASE_URL, 'X-Forwarded-For': `192.0.2.${(signIns % 250) + 1}` },
  })
  expect(response.ok()).toBeTruthy()
}

/** Signs the page's browser context in through the sign-in endpoint (not the form). */
export async function signInPage(page: Page): Promise<void> {
  await signInApi(page.request)
}

/** React attaches its fibres to the server's markup when it hydrates: proof that the scripts ran. */
export const isHydrated = () =>
  Object.keys(document.body).some((key) => key.startsWith('__reactFiber'))
export const hydrated = (page: Page) => page.waitForFunction(isHydrated)

/**
 * Holds back the page's scripts, as slow data does, until the returned function lets them through:
 * what a guest does with the server's markup alone.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/_next\/static\/chunks\/.*\.js$/, async (route) => {
    await held
    await route.continue()
  })
  return release
}

export { ADMIN, BASE_URL, CONTACT_TO, expect }
export const test = base
