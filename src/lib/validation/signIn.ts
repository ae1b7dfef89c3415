import { signIn as signInText } from '@/lib/messages/signIn'
import { looksLikeEmail } from './email'

export const PASSWORD_MIN = 6

export type SignInErrors = Partial<Record<'email' | 'password', string>>

export function validateSignIn(values: { email: string; password: string }): SignInErrors {
  const errors: SignInErrors = {}
  const email = values.email.trim()
  if (!email) errors.email = signInText.emailRequired
  else if (!looksLikeEmail(email)) errors.email = signInText.invalidEmail
  if (!values.password) errors.password = signInText.passwordRequired
  else if (values.password.length < PASSWORD_MIN) errors.password = signInText.passwordTooShort
  return errors
}
