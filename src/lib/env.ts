/**
 * The one place that reads the process environment. Every setting has a working default for
 * local use; in production the secrets must be given, and a missing one stops start-up with a
 * readable list instead of a half-working site.
 */

const isBuildPhase = process.env.NEXT_PHASE === 'phase-production-build'
const isProduction = process.env.NODE_ENV === 'production' && !isBuildPhase

const DEV_SECRET = 'dev-only-secret-change-me-0123456789abcdef'

function read(name: string): string | undefined {
  const value = process.env[name]
  return value === undefined || value.trim() === '' ? undefined : value.trim()
}

function readPort(name: string, fallback: number): number {
  const raw = read(name)
  if (raw === undefined) return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value <= 0 || value > 65535) {
    throw new Error(`${name} must be a port number (1-65535), got "${raw}"`)
  }
  return value
}

function readCount(name: string, fallback: number): number {
  const raw = read(name)
  if (raw === undefined) return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value < 0 || value > 10) {
    throw new Error(`${name} must be a whole number from 0 to 10, got "${raw}"`)
  }
  return value
}

function requiredInProduction(): string[] {
  const missing: string[] = []
  if (!read('PAYLOAD_SECRET'))
    missing.push('PAYLOAD_SECRET (a long random string that signs sessions)')
  // Browsers' writes are honoured only from this origin (CSRF), so a wrong default would quietly
  // sign every staff member out of every change.
  if (!read('NEXT_PUBLIC_SERVER_URL')) {
    missing.push(
      'NEXT_PUBLIC_SERVER_URL (the public address of the site, e.g. https://example.com.gh)',
    )
  }
  if (read('ADMIN_EMAIL') && !read('ADMIN_PASSWORD')) {
    missing.push('ADMIN_PASSWORD (needed because ADMIN_EMAIL is set)')
  }
  if (read('S3_BUCKET')) {
    if (!read('S3_ACCESS_KEY_ID'))
      missing.push('S3_ACCESS_KEY_ID (needed because S3_BUCKET is set)')
    if (!read('S3_SECRET_ACCESS_KEY')) {
      missing.push('S3_SECRET_ACCESS_KEY (needed because S3_BUCKET is set)')
    }
  }
  const redisUrl = read('REDIS_URL')
  if (redisUrl && !/^rediss?:\/\/[^/\s]/.test(redisUrl)) {
    missing.push('REDIS_URL (a redis:// or rediss:// address, e.g. redis://redis:6379)')
  }
  const redisPrefix = read('REDIS_KEY_PREFIX')
  if (redisPrefix && !/^[A-Za-z0-9_-]{1,64}$/.test(redisPrefix)) {
    missing.push('REDIS_KEY_PREFIX (letters, digits, - and _ only, e.g. royalpalm)')
  }
  if (read('CALENDAR_FEEDS_ALLOW_LOOPBACK') === 'true') {
    missing.push(
      'CALENDAR_FEEDS_ALLOW_LOOPBACK must be removed (tests only: it lets the server read calendars from its own machine)',
    )
  }
  // The secret key goes with every call: never over plain HTTP beyond this machine (a gateway
  // on loopback, as the tests run, never leaves it).
  const paystackUrl = read('PAYSTACK_BASE_URL')
  if (
    read('PAYSTACK_SECRET_KEY') &&
    paystackUrl &&
    !/^(https:\/\/|http:\/\/(127\.0\.0\.1|localhost)(:\d+)?(\/|$))/.test(paystackUrl)
  ) {
    missing.push('PAYSTACK_BASE_URL (an https:// address; leave it empty for Paystack’s own)')
  }
  if (read('SMTP_HOST') && !read('EMAIL_FROM')) {
    missing.push('EMAIL_FROM (needed because SMTP_HOST is set)')
  }
  return missing
}

if (isProduction) {
  const missing = requiredInProduction()
  if (missing.length > 0) {
    throw new Error(
      `The server cannot start: these environment variables are missing:\n  - ${missing.join('\n  - ')}\nSee .env.example.`,
    )
  }
}

const port = readPort('PORT', 3000)

export const env = {
  isProduction,
  databaseUrl: read('DATABASE_URL') ?? 'file:./data/guesthouse.db',
  payloadSecret: read('PAYLOAD_SECRET') ?? DEV_SECRET,
  serverUrl: (read('NEXT_PUBLIC_SERVER_URL') ?? `http://localhost:${port}`).replace(/\/$/, ''),
  port,
  adminEmail: read('ADMIN_EMAIL') ?? 'admin@guesthouse.local',
  /** Production has no default password: the first admin's must be given (see src/seed). */
  adminPassword: read('ADMIN_PASSWORD') ?? (isProduction ? undefined : 'admin12345'),
  smtp: read('SMTP_HOST')
    ? {
        host: read('SMTP_HOST') as string,
        port: readPort('SMTP_PORT', 587),
        user: read('SMTP_USER'),
        pass: read('SMTP_PASS'),
        secure: read('SMTP_SECURE') === 'true',
      }
    : null,
  emailFrom: read('EMAIL_FROM') ?? 'Guest House <no-reply@guesthouse.local>',
  contactToEmail: read('CONTACT_TO_EMAIL') ?? 'info@guesthouse.local',
  s3: read('S3_BUCKET')
    ? {
        bucket: read('S3_BUCKET') as string,
        region: read('S3_REGION') ?? 'us-east-1',
        endpoint: read('S3_ENDPOINT'),
        accessKeyId: read('S3_ACCESS_KEY_ID') ?? '',
        secretAccessKey: read('S3_SECRET_ACCESS_KEY') ?? '',
      }
    : null,
  /**
   * Seeding on start-up is on by default so `npm run dev` opens a filled site. Never during
   * `next build`: its workers start Payload in parallel; `npm run build` seeds once beforehand.
   */
  autoSeed: read('PAYLOAD_AUTO_SEED') !== 'false' && !isBuildPhase,
  /**
   * Demo content (sample rooms, pictures, texts) only when asked for: on by default for local
   * use, off in production, where a guest must never see invented rooms or phone numbers.
   */
  seedDemo: (read('SEED_DEMO') ?? (isProduction ? 'false' : 'true')) === 'true',
  /** Where uploads go on disk when S3 is not configured. */
  mediaDir: read('MEDIA_DIR'),
  /**
   * Where backups are written (`npm run backup`, or the compose file's nightly dumps, mounted into
   * the app). When set, health fails once the newest is over two days old.
   */
  backupDir: read('BACKUP_DIR'),
  /** The owner's address for unexpected server errors, mailed at most once an hour per kind. */
  alertEmail: read('ALERT_EMAIL'),
  /**
   * Next.js and Payload in production mode, `next build` included: session cookies are Secure,
   * and Payload's SQLite adapter applies the committed migrations itself when it connects.
   */
  productionMode: process.env.NODE_ENV === 'production',
  /**
   * Proxies in front of the app that append to X-Forwarded-For. 0: the connection's own address
   * identifies a client and X-Forwarded-For is never trusted.
   */
  trustedProxyHops: readCount('TRUSTED_PROXY_HOPS', 0),
  /**
   * A Redis server the instances share (redis://host:6379). When set, rate-limit counters live
   * there (without it, or while it cannot be reached, they live in the database), and so do the
   * pages and data cache: server/cache-handler.mjs reads it (and REDIS_KEY_PREFIX) itself; a
   * malformed address stops a production start here with the other settings.
   */
  redisUrl: read('REDIS_URL'),
  /** Whether this process runs queued jobs (emails); tests turn it off and run jobs themselves. */
  jobsAutoRun: read('PAYLOAD_JOBS_AUTORUN') !== 'false',
  /**
   * The payment gateway that takes mobile money on guests' phones (Paystack). Without a secret
   * key no Pay button shows and nothing else changes. The base address is Paystack's own unless
   * set (tests point it at a loopback server that speaks the same API).
   */
  paystack: read('PAYSTACK_SECRET_KEY')
    ? {
        secretKey: read('PAYSTACK_SECRET_KEY') as string,
        baseUrl: (read('PAYSTACK_BASE_URL') ?? 'https://api.paystack.co').replace(/\/$/, ''),
      }
    : null,
  /** How long an external calendar may take to answer before its import counts as failed. */
  calendarFetchTimeoutMs: Number(read('CALENDAR_FETCH_TIMEOUT_MS') ?? 10_000),
  /**
   * Tests only: calendar links to 127.0.0.1 (over http too) may be saved and read, so tests can
   * serve feeds from a loopback server; any other private address stays refused, and so does a
   * redirect to another server on this machine. Refused in production.
   */
  calendarFeedsAllowLoopback: !isProduction && read('CALENDAR_FEEDS_ALLOW_LOOPBACK') === 'true',
} as const

export type Env = typeof env
