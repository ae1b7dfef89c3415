import type { Payload } from 'payload'

import { env } from '@/lib/env'

import { seedAdmin, seedDemoContent } from './index'
import { seedTaxRules } from './taxes'

/** A production admin password shorter than this is refused: it guards every guest's details. */
export const MIN_ADMIN_PASSWORD_LENGTH = 12

const context = { disableRevalidate: true }

/**
 * Production's way in: the first admin comes from ADMIN_EMAIL / ADMIN_PASSWORD, and only into a
 * database that has no user at all, so a password left in the environment can never bring back an
 * account the owner removed. With no user and no usable password the server does not start: an
 * open site without any admin would offer its first-user form to whoever finds it first.
 * Returns whether this call created the first user.
 */
export async function ensureFirstAdmin(payload: Payload): Promise<boolean> {
  const users = await payload.count({ collection: 'users', overrideAccess: true })
  if (users.totalDocs > 0) return false
  const password = env.adminPassword
  if (!password || password.length < MIN_ADMIN_PASSWORD_LENGTH) {
    throw new Error(
      `The server cannot start: the database has no user yet and ADMIN_PASSWORD is ${
        password ? `shorter than ${MIN_ADMIN_PASSWORD_LENGTH} characters` : 'not set'
      }.\n  Set ADMIN_EMAIL and ADMIN_PASSWORD (${MIN_ADMIN_PASSWORD_LENGTH} characters or more) for the first admin account. See .env.example.`,
    )
  }
  await payload.create({
    collection: 'users',
    data: { email: env.adminEmail, password, name: 'House Manager', role: 'admin' },
    overrideAccess: true,
    context,
  })
  payload.logger.info(`Created the first admin account (${env.adminEmail})`)
  return true
}

/**
 * What each start puts into the database.
 * - Production: the first admin (above), and demo content only when SEED_DEMO=true and only into
 *   the brand-new database whose first admin this start created: content an owner deletes never
 *   comes back on the next start.
 * - Elsewhere (`npm run dev`, tests): the local default admin and, unless SEED_DEMO=false, the demo
 *   content in every empty collection.
 * - The taxes and levies with their periods, on production's first start as in the demo content:
 *   a house cannot price a stay without its list, and an owner's own list is never replaced.
 * PAYLOAD_AUTO_SEED=false skips everything but production's first-admin rule.
 */
export async function seedOnStart(payload: Payload): Promise<void> {
  const firstStart = env.isProduction ? await ensureFirstAdmin(payload) : false
  if (!env.autoSeed) return
  if (firstStart) await seedTaxRules(payload)
  if (!env.isProduction) await seedAdmin(payload, payload.logger)
  if (env.seedDemo && (!env.isProduction || firstStart)) await seedDemoContent(payload)
}
