export const signIn = {
  emailRequired: 'Email is required',
  invalidEmail: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 6 characters',
  failed: 'Sign in failed',
  locked: 'Too many failed sign-in attempts. Please wait 10 minutes and try again.',
  /** Past the account's ceiling across all clients. */
  lockedEverywhere:
    'Too many failed sign-in attempts on this account. Please wait an hour, or reset your password by email.',
  /** Shown in the portal to admins when someone keeps guessing an account's password. */
  failuresAlert: (email: string, failures: number) =>
    `${failures} failed sign-in attempts on ${email} in the last 24 hours. If that was not you, choose a stronger password.`,
  wrongCredentials: 'The email or password is incorrect.',
} as const
