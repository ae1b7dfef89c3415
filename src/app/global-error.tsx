'use client'

/**
 * Shown only when a page's root layout itself fails. Replaces Next's built-in screen, whose styles
 * would otherwise travel in every public page's JavaScript. No details of the error reach the page.
 */
export default function GlobalError({ reset }: { error: Error; reset: () => void }) {
  return (
    <html lang="en-GH">
      <body style={{ fontFamily: 'system-ui, sans-serif', margin: 0, padding: '4rem 1.5rem' }}>
        <main style={{ maxWidth: '28rem', margin: '0 auto', textAlign: 'center' }}>
          <h1 style={{ fontSize: '1.5rem' }}>Something went wrong</h1>
          <p>Please try again. If it keeps happening, call or WhatsApp us.</p>
          <button type="button" onClick={reset} style={{ padding: '0.75rem 1.5rem' }}>
            Try again
          </button>
        </main>
      </body>
    </html>
  )
}
