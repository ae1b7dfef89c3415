// One place for the end-to-end environment: the server script and the tests read it.
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

export const PORTS = {
  app: Number(process.env.E2E_PORT ?? 3100),
  smtp: Number(process.env.E2E_SMTP_PORT ?? 3125),
  smtpControl: Number(process.env.E2E_SMTP_CONTROL_PORT ?? 3126),
  /** The loopback Paystack a spec starts when it pays online (tests/helpers/paystackGateway.mjs). */
  paystack: Number(process.env.E2E_PAYSTACK_PORT ?? 3127),
}

export const E2E_DIR = path.join(root, `tests/.tmp/e2e-${PORTS.app}`)
export const BASE_URL = `http://localhost:${PORTS.app}`
export const ADMIN = { email: 'admin@e2e.test', password: 'e2e-admin-password' }
export const CONTACT_TO = 'house@e2e.test'
/** The key the app and the loopback Paystack share: a test key, as Paystack's begin. */
export const PAYSTACK_SECRET_KEY = 'sk_test_e2e_0123456789abcdef'
/** The name of the server's log under tests/.tmp/logs. */
export const SERVER_LOG = `e2e-server-${PORTS.app}`
/** How the browsers' own logs under tests/.tmp/logs begin: one per worker, `<this>-<pid>` (playwright.config.ts). */
export const BROWSER_LOG = `e2e-chromium-${PORTS.app}`

export const e2eEnv = {
  DATABASE_URL: `file:${path.join(E2E_DIR, 'site.db')}`,
  MEDIA_DIR: path.join(E2E_DIR, 'media'),
  PAYLOAD_SECRET: 'e2e-secret-not-for-production-0123456789',
  NEXT_PUBLIC_SERVER_URL: BASE_URL,
  PORT: String(PORTS.app),
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  SMTP_HOST: '127.0.0.1',
  SMTP_PORT: String(PORTS.smtp),
  SMTP_SECURE: 'false',
  EMAIL_FROM: 'Guest House <no-reply@e2e.test>',
  CONTACT_TO_EMAIL: CONTACT_TO,
  // A gateway is set up, so the stay pages offer to pay online; it answers only while a spec that
  // pays has started it (tests/e2e/site/payOnline.spec.ts), and no other page calls it.
  PAYSTACK_SECRET_KEY,
  PAYSTACK_BASE_URL: `http://127.0.0.1:${PORTS.paystack}`,
  NEXT_DIST_DIR: process.env.NEXT_DIST_DIR ?? `.next-e2e-${PORTS.app}`,
  NEXT_TELEMETRY_DISABLED: '1',
  // The tests play a proxy in front of the app (as Caddy is in production): each test client
  // names its own address in X-Forwarded-For, so per-client limits bite only where a test means
  // them to. Without a trusted proxy the header is ignored (tests/int/hardening.test.ts).
  TRUSTED_PROXY_HOPS: '1',
}
