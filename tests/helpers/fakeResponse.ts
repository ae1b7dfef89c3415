import { expect, jest } from '@jest/globals'
import { waitFor } from '@testing-library/react'

/**
 * jsdom has no fetch Response; the components only read ok, status, json() and whether a header
 * is there (none is).
 */
export function jsonResponse(body: unknown, status = 200): Response {
  return {
    ok: status >= 200 && status < 300,
    status,
    headers: { has: () => false, get: () => null } as unknown as Headers,
    json: async () => body,
  } as Response
}

export type FetchMock = jest.Mock<typeof fetch>

/** jsdom has no fetch either: a mock in its place, answering what each test tells it to. */
export function mockFetch(): FetchMock {
  const fetchMock = jest.fn<typeof fetch>()
  globalThis.fetch = fetchMock
  return fetchMock
}

/** Waits for a toast that contains `text`. */
export const expectToast = (text: string) =>
  waitFor(() => expect(document.querySelector('.Toastify')?.textContent ?? '').toContain(text))
