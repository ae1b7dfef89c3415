// First: a production start with a missing secret stops here, with the list of what is missing.
import '@/lib/env'

import { expireCachedBefore } from '@server/expire-cache.mjs'

import { payloadClient } from '@/data/payload'
import { CACHE_TAGS } from '@/lib/cacheTags'

/** The tag Next.js gives every App Router page and route (what `revalidatePath('/', 'layout')` expires). */
const ROOT_LAYOUT_TAG = '_N_T_/layout'

/**
 * What the server does once at start, before it takes requests (Node.js only: see
 * `instrumentation.ts`).
 * - Reading the settings here makes a production server with a missing secret stop at start-up
 *   with the list of what is missing, not at its first visitor.
 * - Everything cached before this start (pages prerendered at build from the build machine's
 *   database, entries a run before a restore left on disk) counts as expired: the first request
 *   to each page renders it from this server's database and caches it again. Every page carries
 *   Next.js's root-layout tag, and every cached read carries one of CACHE_TAGS.
 * - Payload starts here too, not at the first request that happens to need it (cached pages
 *   never do): migrations are applied, the email queue's timer runs, so emails still queued from
 *   before a restart go out without waiting for a visitor, and the first guest to send a message
 *   does not wait half a second for the start-up.
 */
export async function startServer(): Promise<void> {
  expireCachedBefore([ROOT_LAYOUT_TAG, ...Object.values(CACHE_TAGS)])
  try {
    await payloadClient()
  } catch (error) {
    // A server whose Payload cannot start (say, a production database without users and no
    // ADMIN_PASSWORD) stops with the reason rather than answering every request with a 500.
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  }
}
