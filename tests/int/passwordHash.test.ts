import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'

import { passwordMatches } from '@/collections/Users/passwordHash'

import { startTestApp, type TestApp } from '../helpers/payload'

let app: TestApp

beforeAll(async () => {
  app = await startTestApp('password-hash')
}, 60_000)

afterAll(async () => {
  await app?.stop()
})

async function storedHash(id: string | number) {
  return app.payload.db.findOne<{ id: string; hash?: unknown; salt?: unknown }>({
    collection: 'users',
    where: { id: { equals: id } },
  })
}

// The portal's "current password" check repeats Payload's hash check: a Payload release that
// stores passwords another way must fail here, not in an owner's password change.
describe('passwordMatches reads what this Payload version stores', () => {
  it('for a new account and for a changed password', async () => {
    const user = await app.payload.create({
      collection: 'users',
      data: {
        email: 'hash@int.test',
        password: 'first-long-password',
        name: 'Hash',
        role: 'editor',
      },
      overrideAccess: true,
    })
    const created = await storedHash(user.id)
    expect(await passwordMatches(created, 'first-long-password')).toBe(true)
    expect(await passwordMatches(created, 'first-long-passwore')).toBe(false)

    await app.payload.update({
      collection: 'users',
      id: user.id,
      data: { password: 'second-long-password' },
      overrideAccess: true,
    })
    const changed = await storedHash(user.id)
    expect(changed?.hash).not.toBe(created?.hash)
    expect(await passwordMatches(changed, 'second-long-password')).toBe(true)
    expect(await passwordMatches(changed, 'first-long-password')).toBe(false)
  }, 30_000)

  it('refuses a format it does not know instead of answering "wrong password"', async () => {
    await expect(
      passwordMatches({ hash: 'pbkdf2-sha256-v2:00ff', salt: 'salt' }, 'any-password'),
    ).rejects.toThrow('Unknown password hash format "pbkdf2-sha256-v2"')
  })
})
