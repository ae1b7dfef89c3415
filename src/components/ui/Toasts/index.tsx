'use client'

import { Slide, ToastContainer } from 'react-toastify'

/** Toasts sit top-right, hide after 5 s, can be closed by hand and stack; Alt+T focuses them. */
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
