import type { BasePayload } from 'payload'
import { createClient } from 'redis'

import { env } from '@/lib/env'
import { MESSAGES } from '@/lib/messages'

export type SharedRedis = ReturnType<typeof createClient>

let client: SharedRedis | null = null

/**
 * The one Redis connection of this process (REDIS_URL), or null without it. Commands fail at once
 * while it is down instead of waiting in a queue (a guest's request must never hang on it), and
 * it keeps reconnecting in the background; the log says when it is lost and when it is back.
 */
export function sharedRedis(payload: BasePayload): SharedRedis | null {
  if (!env.redisUrl) return null
  if (client) return client
  let down = false
  const created = createClient({
    url: env.redisUrl,
    disableOfflineQueue: true,
    socket: {
      connectTimeout: 2000,
      reconnectStrategy: (retries) => Math.min(250 * 2 ** retries, 5000),
    },
  })
  created.on('error', (error: unknown) => {
    if (down) return
    down = true
    const reason = error instanceof Error ? error.message || error.name : String(error)
    payload.logger.warn(MESSAGES.operations.redisDown(reason))
  })
  created.on('ready', () => {
    if (!down) return
    down = false
    payload.logger.info(MESSAGES.operations.redisBack)
  })
  // Not awaited: until the first connection, limits count in the database.
  created.connect().catch(() => undefined)
  client = created
  return created
}
