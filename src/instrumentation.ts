import type { Instrumentation } from 'next'

/**
 * Runs once when the server starts, before it takes requests. Next.js builds this file for the
 * Edge runtime too, where the start-up work (Payload, the file cache, `process.exit`) cannot run:
 * it lives in a module imported only under the Node.js check, which the Edge build drops.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { startServer } = await import('./startServer')
    await startServer()
  }
}

/**
 * A page, route or action that failed in Next.js itself: logged with the error's digest (the id
 * the error page shows) and mailed to the owner with ALERT_EMAIL, as the API's errors are.
 */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { reportRequestError } = await import('./requestErrors')
  await reportRequestError(error, request.headers, context)
}
