import { MESSAGES } from '../messages'
import { looksLikeEmail } from './email'

export const PASSWORD_MIN = 6

export type SignInErrors = Partial<Record<'email' | 'password', string>>

export function validateSignIn(values: { email: string; password: string }): SignInErrors {
  const errors: SignInErrors = {}
  const email = values.email.trim()
  if (!email) errors.email = MESSAGES.signIn.emailRequired
  else if (!looksLikeEmail(email)) errors.email = MESSAGES.signIn.invalidEmail
  if (!values.password) errors.password = MESSAGES.signIn.passwordRequired
  else if (values.password.length < PASSWORD_MIN) errors.password = MESSAGES.signIn.passwordTooShort
  return errors
}
