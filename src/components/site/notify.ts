import type { toast as Toast } from 'react-toastify'

/**
 * Toasts on the public pages. react-toastify is the largest piece of a form page's JavaScript and
 * no guest needs it before they start on a form, so it is fetched then (see LazyToasts), not with
 * the page. A toast raised before the container has mounted waits in react-toastify's queue.
 */
let toastify: Promise<{ toast: typeof Toast }> | undefined

export const TOASTS_WANTED_EVENT = 'site:toasts-wanted'

export function loadToastify(): Promise<{ toast: typeof Toast }> {
  toastify ??= import('react-toastify')
  return toastify
}

export async function notify(kind: 'success' | 'error', message: string): Promise<void> {
  window.dispatchEvent(new Event(TOASTS_WANTED_EVENT))
  const { toast } = await loadToastify()
  toast[kind](message)
}
