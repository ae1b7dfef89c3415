/**
 * Runs once when the server starts: reading the settings here makes a production server with a
 * missing secret stop at start-up with the list of what is missing, not at its first visitor.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === 'nodejs') await import('./lib/env')
}
