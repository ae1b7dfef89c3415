import { APIError } from 'payload'

/** The error name Payload's logger is told to treat as information (`loggingLevels`). */
export const REFUSAL = 'Refusal'

/**
 * A refusal the caller caused and can fix: a night already taken, a status change not allowed, a
 * balance due, a flood. It is answered with its 4xx status and message like any `APIError`, but
 * logged as information: an expected answer is not a fault of the server.
 */
export class Refusal extends APIError {
  constructor(message: string, status: number) {
    super(message, status, undefined, true)
    // Set by hand: a minified build renames classes, and the logger looks the level up by name.
    this.name = REFUSAL
  }
}
