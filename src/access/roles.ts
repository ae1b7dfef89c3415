import type { User } from '@/payload-types'

export const ROLES = ['admin', 'editor', 'reception'] as const
export type Role = (typeof ROLES)[number]

/** Admins run the house: rooms, bookings, users and messages. */
export function hasAdminRole(user: unknown): boolean {
  return Boolean(user) && (user as Pick<User, 'role'>).role === 'admin'
}

/** Staff of any role may edit site content (facilities, testimonials, banners, settings). */
export function hasStaffRole(user: unknown): boolean {
  const role = user ? (user as Pick<User, 'role'>).role : undefined
  return role === 'admin' || role === 'editor'
}

/** Bookings (stays, requests, payments, blocks) are run by admins and reception; editors never see them. */
export function hasBookingsRole(user: unknown): boolean {
  const role = user ? (user as Pick<User, 'role'>).role : undefined
  return role === 'admin' || role === 'reception'
}
