export const password = {
  tooShort: 'Passwords must be at least 10 characters',
  tooCommon: 'This password is too common. Choose one that is harder to guess.',
  currentRequired: 'Enter your current password to choose a new one',
  currentRequiredForEmail: 'Enter your current password to change your email address',
  currentWrong: 'The current password is incorrect',
} as const
