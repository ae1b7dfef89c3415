/**
 * The staff portal's service worker, bundled into public/admin-sw.js by the build
 * (server/portal-worker.mjs) and registered from the portal's shell alone, for /admin: guests'
 * pages are never under it. It keeps, for the signed-in member of staff only:
 * - the portal's pages, network first, so a screen opens with no network from its last copy;
 * - the reads those screens make (`isKeptRead`), network first, the page told when a copy is shown;
 * - the build's scripts and stylesheets, cache first.
 * Nothing else is touched: every other request (writes, availability, prices, the guest register,
 * the RSC requests of the portal's links, which fall back to a full page load offline) goes to the
 * network as if there were no worker.
 */
import { Serwist } from 'serwist'

import { isKeptRead, isPortalPage } from '@/lib/offline/portalCopies'

import { keepScreens } from './keepScreens'
import { worker } from './scope'
import { forgetCopies, rememberStaff } from './staff'
import { buildFiles, keptPage, keptRead } from './strategies'

/** The guest register's screens show documents: never kept, even as a page. */
const NOT_KEPT_PAGES = /^\/admin\/guest-register(\/|$)/

const serwist = new Serwist({
  skipWaiting: true,
  clientsClaim: true,
  runtimeCaching: [
    {
      matcher: ({ request, url, sameOrigin }) =>
        sameOrigin &&
        request.mode === 'navigate' &&
        isPortalPage(url.pathname) &&
        !NOT_KEPT_PAGES.test(url.pathname),
      handler: keptPage,
    },
    {
      matcher: ({ request, url, sameOrigin }) =>
        sameOrigin && isKeptRead(request.method, url.pathname),
      handler: keptRead,
    },
    {
      matcher: ({ request, url, sameOrigin }) =>
        sameOrigin && request.method === 'GET' && url.pathname.startsWith('/_next/static/'),
      handler: buildFiles,
    },
  ],
})
serwist.addEventListeners()

type PortalMessage = { type?: unknown; staffId?: unknown }

worker.addEventListener('message', (event) => {
  const message = (event.data ?? {}) as PortalMessage
  if (message.type === 'staff' && typeof message.staffId === 'string' && message.staffId) {
    const staffId = message.staffId
    // The page is answered once the worker keeps copies for this member of staff, then the
    // screens are kept.
    const kept = rememberStaff(staffId).then((isNew) => {
      event.ports[0]?.postMessage({ isNew })
      return keepScreens(staffId)
    })
    event.waitUntil(kept)
  } else if (message.type === 'forget') {
    event.waitUntil(forgetCopies())
  }
})
