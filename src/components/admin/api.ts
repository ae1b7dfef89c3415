/**
 * How the staff portal talks to the `/api/*` contract. Every call carries the session cookie and
 * turns "non-OK or success false" into an Error with the server's message, so screens only
 * choose their fallback text.
 */

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** True when the server answered with its own message (not a network failure). */
    readonly fromServer: boolean,
  ) {
    super(message)
  }
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text()
  if (!text) return null
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}

function serverMessage(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null
  const record = body as { message?: unknown; error?: { message?: unknown } }
  if (typeof record.message === 'string' && record.message) return record.message
  if (typeof record.error?.message === 'string' && record.error.message) return record.error.message
  return null
}

export async function apiJson<T>(
  url: string,
  init: RequestInit = {},
  fallback = 'Request failed',
): Promise<T> {
  let response: Response
  try {
    response = await fetch(url, {
      credentials: 'same-origin',
      cache: 'no-store',
      ...init,
      headers: { 'Content-Type': 'application/json', ...init.headers },
    })
  } catch {
    throw new ApiError(fallback, 0, false)
  }
  const body = await readBody(response)
  const failed =
    !response.ok ||
    (typeof body === 'object' && body !== null && (body as { success?: unknown }).success === false)
  if (failed) {
    const message = serverMessage(body)
    throw new ApiError(message ?? fallback, response.status, message !== null)
  }
  return body as T
}

/** A fetcher for SWR: the key is the address. */
export function swrFetcher<T>(fallback: string) {
  return (url: string) => apiJson<T>(url, { method: 'GET' }, fallback)
}

/** The part of the "uploaded image result" (SPEC.md §3) the forms need. */
export type UploadedImage = { secure_url: string; original_filename: string; bytes: number }

/**
 * One image to `/api/images/upload`. XMLHttpRequest rather than fetch because fetch cannot report
 * upload progress, and on a slow connection a moving bar is what tells staff it is still working.
 * Rejects with the server's reason, or with no reason so the caller uses the spec's default.
 */
export function uploadImage(
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<UploadedImage> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', '/api/images/upload')
    xhr.withCredentials = true
    xhr.responseType = 'text'
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total)
    }
    xhr.onload = () => {
      let body: unknown = null
      try {
        body = JSON.parse(xhr.responseText)
      } catch {
        body = null
      }
      const url = (body as { secure_url?: unknown } | null)?.secure_url
      if (xhr.status >= 200 && xhr.status < 300 && typeof url === 'string') {
        onProgress(1)
        resolve(body as UploadedImage)
      } else {
        reject(new Error(serverMessage(body) ?? ''))
      }
    }
    xhr.onerror = () => reject(new Error(''))
    xhr.onabort = () => reject(new Error(''))
    signal?.addEventListener('abort', () => xhr.abort())
    const form = new FormData()
    form.append('file', file)
    xhr.send(form)
  })
}
