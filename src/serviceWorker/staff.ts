import { isOtherStaffCopy, isStaffCopy, STAFF_CACHE, STAFF_ENTRY } from '@/lib/offline/portalCopies'

/**
 * Who the kept copies belong to. The portal tells the worker on every load (`staff` message);
 * it is kept in a cache entry, since the browser stops an idle worker and its memory with it.
 * Until a member of staff is known the worker keeps nothing: reads go to the network alone.
 */
export async function signedInStaff(): Promise<string | null> {
  const entry = await (await caches.open(STAFF_CACHE)).match(STAFF_ENTRY)
  const id = entry ? await entry.text() : ''
  return id || null
}

/** Everyone's copies go: at sign-out, and when the server says the session has ended. */
export async function forgetCopies(): Promise<void> {
  const names = await caches.keys()
  await Promise.all(names.filter(isStaffCopy).map((name) => caches.delete(name)))
}

/**
 * A member of staff signed in on this phone: the copies of anyone else go before any of theirs is
 * kept, so one never sees what another last saw. Answers whether they are new here (nothing of
 * theirs was kept yet).
 */
export async function rememberStaff(staffId: string): Promise<boolean> {
  const known = await signedInStaff()
  const names = await caches.keys()
  await Promise.all(
    names.filter((name) => isOtherStaffCopy(name, staffId)).map((name) => caches.delete(name)),
  )
  await (await caches.open(STAFF_CACHE)).put(STAFF_ENTRY, new Response(staffId))
  return known !== staffId
}
