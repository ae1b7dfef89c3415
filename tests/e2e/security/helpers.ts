import { request as playwrightRequest, type APIRequestContext } from '@playwright/test'

import { ADMIN, BASE_URL, expect } from '../fixtures'

let addresses = 0

/** A fresh client address for each call, so per-client rate limits only bite where meant to. */
export function freshIp(): string {
  addresses += 1
  return `172.20.${Math.floor(addresses / 250) % 250}.${(addresses % 250) + 1}`
}

/**
 * An API client signed in as `who` (the seeded admin by default). Every request carries the
 * site's own Origin, as a browser's would, so Payload honours the session cookie.
 */
export async function apiAs(
  who: { email: string; password: string } = ADMIN,
): Promise<APIRequestContext> {
  const context = await playwrightRequest.newContext({
    baseURL: BASE_URL,
    extraHTTPHeaders: { Origin: BASE_URL },
  })
  const response = await context.post('/api/auth/signin', {
    data: who,
    headers: { 'X-Forwarded-For': freshIp() },
  })
  expect(response.status(), await response.text()).toBe(200)
  return context
}

export async function anonymous(): Promise<APIRequestContext> {
  return playwrightRequest.newContext({ baseURL: BASE_URL, extraHTTPHeaders: { Origin: BASE_URL } })
}

const COUNTED = ['rooms', 'media', 'contact-messages', 'users', 'bookings'] as const
export type Counts = Record<(typeof COUNTED)[number], number>

/** How many documents each collection holds, read by the admin through Payload's REST API. */
export async function counts(admin: APIRequestContext): Promise<Counts> {
  const result = {} as Counts
  for (const collection of COUNTED) {
    const response = await admin.get(`/api/${collection}?limit=1&depth=0`)
    expect(response.status()).toBe(200)
    result[collection] = ((await response.json()) as { totalDocs: number }).totalDocs
  }
  return result
}

let editorMade: Promise<{ email: string; password: string }> | null = null

/** An editor account (content only), made once by the admin through the REST API. */
export function editorAccount(): Promise<{ email: string; password: string }> {
  editorMade ??= (async () => {
    const editor = { email: 'editor@security.test', password: 'editor-password-1' }
    const admin = await apiAs()
    const response = await admin.post('/api/users', {
      data: { ...editor, name: 'Content Editor', role: 'editor' },
    })
    expect([201, 400]).toContain(response.status())
    await admin.dispose()
    return editor
  })()
  return editorMade
}

/** A small real JPEG (1x1), made without any image library. */
export const TINY_JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wAALCAABAAEBAREA/8QAFAABAAAAAAAAAAAAAAAAAAAACf/EABQQAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQEAAD8AKp//2Q==',
  'base64',
)

export async function uploadJpeg(admin: APIRequestContext, name = 'photo.jpg'): Promise<string> {
  const response = await admin.post('/api/images/upload', {
    multipart: { file: { name, mimeType: 'image/jpeg', buffer: TINY_JPEG } },
    headers: { 'X-Forwarded-For': freshIp() },
  })
  expect(response.status(), await response.text()).toBe(201)
  return ((await response.json()) as { secure_url: string }).secure_url
}

export function roomBody(imageURLs: string[], change: Record<string, unknown> = {}) {
  return {
    name: 'Security Test Room',
    description: 'A room created by the hardening tests.',
    regularPrice: 250,
    discountedPrice: null,
    bedType: 'Double Size',
    offer: false,
    isAvailable: false,
    imageURLs,
    ...change,
  }
}
