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
