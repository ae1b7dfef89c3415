/**
 * The little of the service worker's global scope this worker uses, typed here: the project's
 * TypeScript program is typed for pages (the DOM library), and the WebWorker library cannot be
 * loaded beside it.
 */
export type WorkerClient = { id: string; postMessage: (message: unknown) => void }

export type WorkerScope = {
  clients: { get: (id: string) => Promise<WorkerClient | undefined> }
  addEventListener: (
    type: 'message',
    listener: (event: {
      data: unknown
      source: WorkerClient | null
      ports: ReadonlyArray<{ postMessage: (message: unknown) => void }>
      waitUntil: (promise: Promise<unknown>) => void
    }) => void,
  ) => void
}

export const worker = globalThis as unknown as WorkerScope

/** The `event` Serwist hands a plugin: the fetch event, whose page asked. */
export function clientIdOf(event: unknown): string {
  const id = (event as { clientId?: unknown } | undefined)?.clientId
  return typeof id === 'string' ? id : ''
}
