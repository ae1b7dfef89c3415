import {
  dataCacheOf,
  isPortalPage,
  OFFLINE_READS,
  OFFLINE_SCREENS,
  pagesCacheOf,
  STATIC_CACHE,
  staticFilesIn,
} from '@/lib/offline/portalCopies'

/**
 * Keeps the screens staff must open with no network (Today, the bookings, the portal's door) and
 * every script and stylesheet they name, even those not visited yet. Only what is missing is
 * fetched: a screen staff visit is kept fresh by the visit itself, so on a slow line this costs
 * one page of each screen once, not on every load. The reads an offline action needs before any
 * screen makes them (`OFFLINE_READS`) are kept the same way.
 */
export async function keepScreens(staffId: string): Promise<void> {
  const pages = await caches.open(pagesCacheOf(staffId))
  const files = await caches.open(STATIC_CACHE)
  const data = await caches.open(dataCacheOf(staffId))
  for (const read of OFFLINE_READS) {
    if (await data.match(read)) continue
    const answer = await fetch(read, { credentials: 'same-origin' }).catch(() => null)
    if (answer?.status === 200 && !answer.redirected) await data.put(read, answer)
  }
  for (const screen of OFFLINE_SCREENS) {
    if (await pages.match(screen, { ignoreSearch: true })) continue
    const answer = await fetch(screen, { credentials: 'same-origin' }).catch(() => null)
    if (!answer || answer.status !== 200) continue
    if (answer.redirected) {
      // The portal's door sends staff on to their screen: kept as that redirect, so it opens
      // offline too. Sent anywhere else (the sign-in page, a session ended), nothing is kept.
      const to = new URL(answer.url)
      if (isPortalPage(to.pathname)) await pages.put(screen, Response.redirect(to.href, 302))
      continue
    }
    await pages.put(screen, answer.clone())
    for (const file of staticFilesIn(await answer.text())) {
      if (await files.match(file)) continue
      const got = await fetch(file).catch(() => null)
      if (got?.status === 200) await files.put(file, got)
    }
  }
}
