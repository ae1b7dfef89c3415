import type { NewOutboxAction, OutboxAction } from '@/lib/offline/outbox'

/**
 * The outbox kept in IndexedDB, written before the page says an action is kept: a reload, a
 * closed tab or a flat battery loses nothing. The store numbers actions as they are added, and
 * that number is the order they are sent in.
 */
const DB = 'portal-outbox'
const STORE = 'actions'

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB, 1)
    request.onupgradeneeded = () =>
      request.result.createObjectStore(STORE, { keyPath: 'number', autoIncrement: true })
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error)
  })
}

/** One transaction; resolves once it is written to disk, with what `work` asked for. */
async function inStore<T>(
  mode: IDBTransactionMode,
  work: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  const db = await open()
  try {
    return await new Promise<T>((resolve, reject) => {
      const transaction = db.transaction(STORE, mode, { durability: 'strict' })
      const request = work(transaction.objectStore(STORE))
      transaction.oncomplete = () => resolve(request.result)
      transaction.onerror = () => reject(transaction.error)
      transaction.onabort = () => reject(transaction.error)
    })
  } finally {
    db.close()
  }
}

export async function addAction(action: NewOutboxAction): Promise<OutboxAction> {
  const stored = { ...action, state: 'waiting' as const }
  const number = await inStore('readwrite', (store) => store.add(stored))
  return { ...stored, number: Number(number) }
}

export function allActions(): Promise<OutboxAction[]> {
  return inStore('readonly', (store) => store.getAll() as IDBRequest<OutboxAction[]>)
}

export async function putAction(action: OutboxAction): Promise<void> {
  await inStore('readwrite', (store) => store.put(action))
}

export async function removeAction(number: number): Promise<void> {
  await inStore('readwrite', (store) => store.delete(number))
}
