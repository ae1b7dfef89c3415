import { APIError, type Endpoint } from 'payload'
import { generatePayloadCookie } from 'payload/shared'

import { MESSAGES } from '@/lib/messages'
import { validateSignIn } from '@/lib/validation/signIn'
import type { User } from '@/payload-types'

import { errorResponse, fail, readJsonObject } from '../http'
import { rateLimit } from '../rateLimit'
import { toPublicUser } from '@/lib/session/publicUser'

export const signIn: Endpoint = {
  path: '/auth/signin',
  method: 'post',
  handler: async (req) => {
    try {
      const limited = await rateLimit(req, 'signIn')
      if (limited) return limited
      const body = await readJsonObject(req)
      // Only strings: an object such as {"$ne": ""} must never reach a database query.
      if (typeof body.email !== 'string' || typeof body.password !== 'string') {
        throw new APIError(MESSAGES.signIn.emailRequired, 400)
      }
      const values = { email: body.email.trim().toLowerCase(), password: body.password }
      const errors = validateSignIn(values)
      const firstError = errors.email ?? errors.password
      if (firstError) throw new APIError(firstError, 400)
      if (values.email.length > 254 || values.password.length > 1024) {
        throw new APIError(MESSAGES.signIn.wrongCredentials, 400)
      }

      let result: { token?: string; user: User }
      try {
        result = (await req.payload.login({
          collection: 'users',
          data: values,
          depth: 1,
          req,
        })) as { token?: string; user: User }
      } catch (error) {
        const name = (error as Error).name
        if (name === 'LockedAuth') return fail(401, MESSAGES.signIn.locked)
        if (name === 'AuthenticationError' || name === 'UnverifiedEmail')
          return fail(401, MESSAGES.signIn.wrongCredentials)
        throw error
      }
      if (!result.token) return fail(401, MESSAGES.signIn.failed)

      const cookie = generatePayloadCookie({
        collectionAuthConfig: req.payload.collections.users.config.auth,
        cookiePrefix: req.payload.config.cookiePrefix,
        token: result.token,
      })
      return Response.json(
        { success: true, ...toPublicUser(result.user) },
        { status: 200, headers: { 'Set-Cookie': cookie } },
      )
    } catch (error) {
      return errorResponse(req, error, MESSAGES.signIn.failed)
    }
  },
}
