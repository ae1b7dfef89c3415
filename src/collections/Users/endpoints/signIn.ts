import {
  AuthenticationError,
  LockedAuth,
  loginOperation,
  UnverifiedEmail,
  type Endpoint,
} from 'payload'
import { generatePayloadCookie } from 'payload/shared'

import { MESSAGES } from '@/lib/messages'
import { validateSignIn } from '@/lib/validation/signIn'
import type { User } from '@/payload-types'

import { errorResponse, fail, readJsonObject } from '@/http/responses'
import { rateLimit } from '@/services/rateLimit'
import { toPublicUser } from '@/lib/session/publicUser'
import { refuseCrossSite, SIGN_IN_COUNTED } from '@/collections/Users/hooks/guardAuthOperations'
import { Refusal } from '@/http/refusal'

export const signIn: Endpoint = {
  path: '/auth/signin',
  method: 'post',
  handler: async (req) => {
    try {
      refuseCrossSite(req)
      const limited = await rateLimit(req, 'signIn')
      if (limited) return limited
      req.context[SIGN_IN_COUNTED] = true
      const body = await readJsonObject(req)
      // Only strings: an object such as {"$ne": ""} must never reach a database query.
      if (typeof body.email !== 'string' || typeof body.password !== 'string') {
        throw new Refusal(MESSAGES.signIn.emailRequired, 400)
      }
      const values = { email: body.email.trim().toLowerCase(), password: body.password }
      const errors = validateSignIn(values)
      const firstError = errors.email ?? errors.password
      if (firstError) throw new Refusal(firstError, 400)
      if (values.email.length > 254 || values.password.length > 1024) {
        throw new Refusal(MESSAGES.signIn.wrongCredentials, 400)
      }

      // The operation itself, not the Local API wrapper, which drops the token once responses
      // may not carry it: this route puts the token in the cookie and nowhere else.
      let result: { token?: string; user: User }
      try {
        result = (await loginOperation({
          collection: req.payload.collections.users,
          data: values,
          depth: 1,
          overrideAccess: true,
          req,
        })) as unknown as { token?: string; user: User }
      } catch (error) {
        // By class, not by name: the production build minifies class names.
        if (error instanceof LockedAuth) return fail(429, MESSAGES.signIn.locked)
        if (error instanceof AuthenticationError || error instanceof UnverifiedEmail)
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
