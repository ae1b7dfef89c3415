'use client'

import { Slide, ToastContainer } from 'react-toastify'

/** SPEC.md §4/§9: top-right, auto-hide after 5 s, closable, stacked, Alt+T focuses them. */
export const TOAST_AUTO_CLOSE_MS = 5000

export function Toasts() {
  return (
    <ToastContainer
      position="top-right"
      autoClose={TOAST_AUTO_CLOSE_MS}
      closeOnClick={false}
      newestOnTop
      stacked
      transition={Slide}
      hotKeys={(event) => event.altKey && event.code === 'KeyT'}
      aria-label="Notifications Alt+T"
    />
  )
}
