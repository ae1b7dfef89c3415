import { CacheableResponsePlugin, CacheFirst, ExpirationPlugin, NetworkFirst } from 'serwist'
import type { RouteHandlerCallbackOptions, SerwistPlugin } from 'serwist'

import { dataCacheOf, pagesCacheOf, STATIC_CACHE } from '@/lib/offline/portalCopies'

import { clientIdOf, worker } from './scope'
import { forgetCopies, signedInStaff } from './staff'

/** On a line that only pretends to be there, the copy is shown after this long. */
const NETWORK_WAIT_SECONDS = 10

/**
 * Only a whole answer for the one who asked is kept: never an error, and never a page the server
 * sent elsewhere (the sign-in page, when the session had ended).
 */
const onlyWholeAnswers: SerwistPlugin = {
  cacheWillUpdate: async ({ response }) =>
    response.status === 200 && !response.redirected ? response : null,
}

/** The server saying the session has ended: what was kept for it goes at once. */
const sessionEnded: SerwistPlugin = {
  fetchDidSucceed: async ({ response }) => {
    const toSignIn = response.redirected && new URL(response.url).pathname === '/sign-in'
    if (response.status === 401 || toSignIn) await forgetCopies()
    return response
  },
}

async function tell(event: unknown, message: unknown): Promise<void> {
  const client = await worker.clients.get(clientIdOf(event))
  client?.postMessage(message)
}

/**
 * A page shown a kept copy is told from when, to say "Offline — as of 09:42"; and told when a read
 * reached the server again, since a phone on a dead line may go on saying it is online.
 */
const tellPage: SerwistPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse, event }) => {
    if (cachedResponse) {
      await tell(event, { type: 'portal-copy', at: cachedResponse.headers.get('date') ?? '' })
    }
    return cachedResponse
  },
  fetchDidSucceed: async ({ response, event }) => {
    if (response.ok) await tell(event, { type: 'portal-fresh' })
    return response
  },
}

const pages = new Map<string, NetworkFirst>()
const data = new Map<string, NetworkFirst>()

function pagesOf(staffId: string): NetworkFirst {
  const found = pages.get(staffId)
  if (found) return found
  const made = new NetworkFirst({
    cacheName: pagesCacheOf(staffId),
    networkTimeoutSeconds: NETWORK_WAIT_SECONDS,
    // A stay opened from the list adds to the address; the page is the same screen.
    matchOptions: { ignoreSearch: true },
    plugins: [sessionEnded, onlyWholeAnswers],
  })
  pages.set(staffId, made)
  return made
}

function dataOf(staffId: string): NetworkFirst {
  const found = data.get(staffId)
  if (found) return found
  const made = new NetworkFirst({
    cacheName: dataCacheOf(staffId),
    networkTimeoutSeconds: NETWORK_WAIT_SECONDS,
    plugins: [sessionEnded, onlyWholeAnswers, tellPage],
  })
  data.set(staffId, made)
  return made
}

/** Kept under the signed-in member of staff's name; with nobody known, nothing is kept. */
function forStaff(strategyOf: (staffId: string) => NetworkFirst) {
  return async (options: RouteHandlerCallbackOptions): Promise<Response> => {
    const staffId = await signedInStaff()
    if (!staffId) return fetch(options.request)
    return strategyOf(staffId).handle(options)
  }
}

export const keptPage = forStaff(pagesOf)
export const keptRead = forStaff(dataOf)

/** The build's files are named by their content: one kept is right for as long as it exists. */
export const buildFiles = new CacheFirst({
  cacheName: STATIC_CACHE,
  plugins: [
    new CacheableResponsePlugin({ statuses: [200] }),
    new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 60 * 24 * 60 * 60 }),
  ],
})
