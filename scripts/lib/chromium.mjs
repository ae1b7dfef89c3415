// Debian's Chromium, for the end-to-end tests and Lighthouse: test tools cannot download a browser
// on the build machines. One list of flags, so both drive the same browser the same way.
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium'

/** Headless, no sandbox (CI runs as root), and nothing that reaches out to the network. */
export const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]
