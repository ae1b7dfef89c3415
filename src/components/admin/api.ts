import { fetchJson, FetchError, serverMessage } from '@/components/ui/fetchJson'
import { API } from '@/lib/apiRoutes'

/** A fetcher for SWR: the key is the address. */
export function swrFetcher<T>(fallback: string) {
  return (url: string) => fetchJson<T>(url, { method: 'GET' }, fallback)
}

/** What the forms need of an uploaded image: its address, original name and size. */
export type UploadedImage = { secure_url: string; original_filename: string; bytes: number }

/**
 * One image to `/api/images/upload`. XMLHttpRequest rather than fetch because fetch cannot report
 * upload progress, and on a slow connection a moving bar is what tells staff it is still working.
 * Rejects with a FetchError like every other call; its message is the server's reason, or empty
 * so the caller shows "Upload failed".
 */
export function uploadImage(
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<UploadedImage> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', API.upload)
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
        const message = serverMessage(body)
        reject(new FetchError(message ?? '', xhr.status, message !== null))
      }
    }
    xhr.onerror = () => reject(new FetchError('', 0, false))
    xhr.onabort = () => reject(new FetchError('', 0, false))
    signal?.addEventListener('abort', () => xhr.abort())
    const form = new FormData()
    form.append('file', file)
    xhr.send(form)
  })
}
