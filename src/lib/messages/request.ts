/** What any endpoint answers to a request it cannot read. */
export const request = {
  notJson: 'Send the data as JSON (Content-Type: application/json)',
  tooLarge: 'The request is too large',
  invalidJson: 'The request body is not valid JSON',
  notObject: 'The request body must be a JSON object',
  mustBeText: (field: string) => `${field} must be text`,
  tooLong: (field: string) => `${field} is too long`,
  rateLimited: 'Too many requests. Please wait a few minutes and try again.',
  methodNotAllowed: 'Method not allowed',
  badQuery: 'The query is not valid',
  badForm: 'The form data could not be read',
  notFound: 'Not found',
} as const
