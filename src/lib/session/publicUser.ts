import type { Media, User } from '@/payload-types'

/** What the browser may know about a signed-in user: no hashes, salts, sessions or lock data. */
export type PublicUser = {
  _id: string
  id: string
  email: string
  name: string
  role: User['role']
  avatar: string | null
}

export function toPublicUser(user: User): PublicUser {
  const avatar = user.avatar && typeof user.avatar === 'object' ? (user.avatar as Media) : null
  return {
    _id: String(user.id),
    id: String(user.id),
    email: user.email,
    name: user.name,
    role: user.role,
    avatar: avatar?.sizes?.thumbnail?.url ?? avatar?.url ?? null,
  }
}
