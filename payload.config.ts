import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { mongooseAdapter } from '@payloadcms/db-mongodb'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import { s3Storage } from '@payloadcms/storage-s3'
import { buildConfig, type Config, type DatabaseAdapterObj, type Migration } from 'payload'

import { hiddenFromAllButAdmins } from './src/access/hiddenFromAllButAdmins'
import { hasAdminRole } from './src/access/roles'
import { BannerImages } from './src/collections/Content/BannerImages'
import { BookedNights } from './src/collections/Bookings/BookedNights'
import { Bookings } from './src/collections/Bookings'
import { ContactMessages } from './src/collections/ContactMessages/index'
import { Facilities } from './src/collections/Content/Facilities'
import { Ledger } from './src/collections/Ledger'
import { CashUpCloses } from './src/collections/Ledger/CashUpCloses'
import { OnlinePayments } from './src/collections/OnlinePayments'
import { Extras } from './src/collections/Extras'
import { Media, MEDIA_DIR } from './src/collections/Media'
import { makeAllMissingCopies } from './src/collections/Media/copies'
import { sharpWithinLimit } from './src/collections/Media/sharpWithinLimit'
import { RoomCategories } from './src/collections/Rooms/RoomCategories'
import { RateLimits } from './src/collections/RateLimits'
import { RoomBlocks } from './src/collections/Bookings/RoomBlocks'
import { Rooms } from './src/collections/Rooms'
import { Seasons } from './src/collections/Rooms/Seasons'
import { ScheduleClaims } from './src/collections/ScheduleClaims'
import { ActionKeys } from './src/collections/ActionKeys'
import { TaskRuns } from './src/collections/TaskRuns'
import { Taxes } from './src/collections/Taxes'
import { GuestRegistrations } from './src/collections/GuestRegister'
import { RegisterReturns } from './src/collections/GuestRegister/RegisterReturns'
import { RegisterViews } from './src/collections/GuestRegister/RegisterViews'
import { eraseExpiredRegistrationsTask } from './src/collections/GuestRegister/jobs/eraseExpiredRegistrations'
import { createRoom } from './src/collections/Rooms/endpoints/createRoom'
import { deleteRoom } from './src/collections/Rooms/endpoints/deleteRoom'
import { getAllRooms } from './src/collections/Rooms/endpoints/getAllRooms'
import { getRoom } from './src/collections/Rooms/endpoints/getRoom'
import { updateRoom } from './src/collections/Rooms/endpoints/updateRoom'
import { Testimonials } from './src/collections/Content/Testimonials'
import { Users } from './src/collections/Users'
import { emailAdapter } from './src/email/adapter'
import { signIn } from './src/collections/Users/endpoints/signIn'
import { signOut } from './src/collections/Users/endpoints/signOut'
import { verify } from './src/collections/Users/endpoints/verify'
import { getRoomCalendar } from './src/collections/Bookings/endpoints/getRoomCalendar'
import { sendContactEmail } from './src/collections/ContactMessages/endpoints/sendContactEmail'
import { getDashboard } from './src/collections/Ledger/endpoints/getDashboard'
import { getMonth } from './src/collections/Ledger/endpoints/getMonth'
import { EMAIL_NOT_CONFIGURED, getHealth } from './src/health/getHealth'
import { uploadImage } from './src/collections/Media/endpoints/uploadImage'
import { richTextEditor } from './src/fields/richText'
import { Explore } from './src/collections/Content/Explore'
import { REFUSAL } from './src/http/refusal'
import { SiteSettings } from './src/collections/Content/SiteSettings'
import { StayMessages } from './src/collections/Bookings/guestStay/StayMessages'
import { QUEUES, withAtomicJobClaims } from './src/database/acrossInstances'
import { alertOnServerError } from './src/services/alerts'
import { keepFieldErrors } from './src/http/fieldErrors'
import { recordingScheduledRuns, startCountingRuns } from './src/jobs/taskRuns'
import { serverOnlyJobsAccess, withServerOnlyJobStats } from './src/jobs/jobsAccess'
import { withClaimsOnWrite } from './src/collections/Bookings/nightClaims'
import { removeUnusedUploadsTask } from './src/collections/Media/jobs/removeUnusedUploads'
import { clearOrphanNightsTask } from './src/collections/Bookings/jobs/clearOrphanNights'
import { expireRequestsTask } from './src/collections/Bookings/jobs/expireRequests'
import { sendAccountEmailTask } from './src/collections/Users/jobs/sendAccountEmail'
import { sendBookingEmailTask } from './src/collections/Bookings/guestStay/jobs/sendBookingEmail'
import { sendContactEmailTask } from './src/collections/ContactMessages/jobs/sendContactEmailTask'
import { sendStayRemindersTask } from './src/collections/Bookings/guestStay/jobs/sendStayReminders'
import { syncRoomCalendarsTask } from './src/collections/Bookings/calendarSync/syncRoomCalendars'
import { checkOnlinePaymentsTask } from './src/collections/OnlinePayments/jobs/checkOnlinePayments'
import { sendOnlinePaymentEmailTask } from './src/collections/OnlinePayments/jobs/sendOnlinePaymentEmail'
import { sendReviewEmailTask } from './src/collections/Content/jobs/sendReviewEmail'
import {
  collectionWithLabelledPreview,
  globalWithLabelledPreview,
} from './src/collections/labelledPreview'
import {
  collectionWithVersionAuthors,
  globalWithVersionAuthors,
} from './src/collections/Content/versionAuthors'
import { env } from './src/lib/env'
import { SITE_ICONS } from './src/lib/manifest'
import { migrations } from './src/migrations'
import { convertDataOnce } from './src/seed/conversions'
import { seedOnStart } from './src/seed/onStart'

const dirname = path.dirname(fileURLToPath(import.meta.url))

/** `file:` selects SQLite (the embedded default), `mongodb://` / `mongodb+srv://` MongoDB. */
function databaseAdapter(url: string): DatabaseAdapterObj {
  // The unique indexes are built, and awaited, as the adapter connects, before onInit's upgrades
  // write a row: built in the background, an upgrade could insert a duplicate night first, and the
  // index build would then fail for good, leaving double booking possible (`/api/health` names any
  // index still missing).
  if (/^mongodb(\+srv)?:\/\//.test(url)) return mongooseAdapter({ url, ensureIndexes: true })
  if (!url.startsWith('file:')) {
    throw new Error(
      `DATABASE_URL must start with file:, mongodb:// or mongodb+srv://, got "${url}"`,
    )
  }
  const file = url.slice('file:'.length)
  if (file && !file.startsWith(':memory:'))
    fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true })
  return sqliteAdapter({
    client: { url },
    // String ids on SQLite, as on MongoDB, so the contract's `_id` looks the same on both.
    idType: 'uuid',
    migrationDir: path.resolve(dirname, 'src/migrations'),
    // The schema always comes from the committed migrations, in development too, so a database
    // made by `npm run dev` can later be served by `next start` (see onInit).
    push: false,
    prodMigrations: migrations,
    // Readers no longer wait for writers (the contact form writes while guests browse); FULL sync
    // keeps every acknowledged write through a crash or a power cut.
    wal: { synchronous: 'FULL' },
    busyTimeout: 5000,
  })
}

// The scheduler's stamps are the server's alone (withServerOnlyJobStats).
export default buildConfig({
  // No serverURL: media addresses stay relative (/api/media/file/...), so the same pages work
  // behind any host name, proxy or CDN. NEXT_PUBLIC_SERVER_URL still feeds the CSRF allowlist.
  secret: env.payloadSecret,
  routes: { admin: '/cms', api: '/api' },
  admin: {
    user: Users.slug,
    avatar: 'default',
    meta: {
      // Each /cms page replaces it with the house's name from site settings (cmsPageMetadata).
      titleSuffix: '· Guest House',
      icons: [{ rel: 'icon', type: 'image/svg+xml', url: SITE_ICONS.svg }],
    },
    components: {
      beforeDashboard: [
        '@/components/cms/ReviewsWaiting#ReviewsWaiting',
        '@/components/cms/DashboardGuide#DashboardGuide',
      ],
      graphics: {
        Logo: '@/components/cms/Brand#Logo',
        Icon: '@/components/cms/Brand#Icon',
      },
    },
    importMap: { baseDir: path.resolve(dirname) },
  },
  collections: [
    Rooms,
    Seasons,
    Media,
    Facilities,
    Testimonials,
    BannerImages,
    RoomCategories,
    ContactMessages,
    Bookings,
    Ledger,
    CashUpCloses,
    OnlinePayments,
    Extras,
    Taxes,
    RoomBlocks,
    BookedNights,
    GuestRegistrations,
    RegisterViews,
    RegisterReturns,
    Users,
    RateLimits,
    ScheduleClaims,
    ActionKeys,
    TaskRuns,
  ]
    .map(collectionWithLabelledPreview)
    .map(collectionWithVersionAuthors),
  globals: [SiteSettings, Explore, StayMessages]
    .map(globalWithLabelledPreview)
    .map(globalWithVersionAuthors),
  endpoints: [
    getAllRooms,
    getRoom,
    createRoom,
    updateRoom,
    deleteRoom,
    signIn,
    verify,
    ...signOut,
    sendContactEmail,
    uploadImage,
    getDashboard,
    getMonth,
    getHealth,
    getRoomCalendar,
  ],
  editor: richTextEditor,
  // A fault in Payload's own REST API reaches the owner as the endpoints' do.
  hooks: { afterError: [keepFieldErrors, alertOnServerError] },
  db: withClaimsOnWrite(withAtomicJobClaims(databaseAdapter(env.databaseUrl))),
  email: emailAdapter(),
  sharp: sharpWithinLimit,
  graphQL: { disable: true },
  // A refusal the caller caused (a taken night, a step not allowed from a status, a flood) is logged
  // as information, as Payload already does for validation errors: the error level is for faults.
  // Payload types this map by its own error names; ours is looked up the same way, by name.
  loggingLevels: { [REFUSAL]: 'info' } as Config['loggingLevels'],
  // Cookie sessions are only honoured for requests from the site's own origin.
  csrf: [env.serverUrl],
  cors: [env.serverUrl],
  upload: {
    // A little above the 5 MB rule so the media hook can answer with the spec's message.
    limits: { fileSize: 6 * 1024 * 1024 },
  },
  jobs: {
    tasks: [
      sendContactEmailTask,
      sendBookingEmailTask,
      syncRoomCalendarsTask,
      removeUnusedUploadsTask,
      clearOrphanNightsTask,
      expireRequestsTask,
      sendStayRemindersTask,
      sendAccountEmailTask,
      checkOnlinePaymentsTask,
      sendOnlinePaymentEmailTask,
      eraseExpiredRegistrationsTask,
      sendReviewEmailTask,
    ].map(recordingScheduledRuns),
    // Running or cancelling queued jobs over HTTP is for admins only; the app runs them itself.
    access: {
      run: ({ req }) => hasAdminRole(req.user),
      queue: ({ req }) => hasAdminRole(req.user),
      cancel: ({ req }) => hasAdminRole(req.user),
    },
    // Jobs live in the database, so any app instance may send a queued email; each job is taken
    // by one instance only (withAtomicJobClaims), and each scheduled period is queued once. A few
    // jobs every second rather than a batch of 20 every 5 s: a guest's email leaves sooner, and
    // the writes each job makes never pile up in front of a guest's own contact message (SQLite
    // has one writer at a time). That still drains 240 messages a minute after a mail-server outage.
    // Housekeeping (calendar imports, the photo clean-up, freeing nights no stay holds, expiring
    // unanswered requests) has a queue of its own, polled every 10 s one job at a time, so it
    // never holds an email back (QUEUES).
    autoRun: [
      { cron: '* * * * * *', queue: QUEUES.emails, limit: 4 },
      { cron: '*/10 * * * * *', queue: QUEUES.housekeeping, limit: 1 },
    ],
    shouldAutoRun: () => env.jobsAutoRun,
    // The queue is written by the server alone; admins may look at it in /cms.
    jobsCollectionOverrides: ({ defaultJobsCollection }) => ({
      ...defaultJobsCollection,
      access: serverOnlyJobsAccess,
      admin: { ...defaultJobsCollection.admin, hidden: hiddenFromAllButAdmins, group: 'System' },
    }),
  },
  plugins: [
    s3Storage({
      // Off unless S3_BUCKET is set: uploads then stay in media/ on disk.
      enabled: Boolean(env.s3),
      // Same columns with S3 on or off, so one set of migrations serves both.
      alwaysInsertFields: true,
      collections: { media: true },
      bucket: env.s3?.bucket ?? '',
      config: {
        region: env.s3?.region ?? 'us-east-1',
        endpoint: env.s3?.endpoint,
        forcePathStyle: Boolean(env.s3?.endpoint),
        credentials: {
          accessKeyId: env.s3?.accessKeyId ?? '',
          secretAccessKey: env.s3?.secretAccessKey ?? '',
        },
      },
    }),
  ],
  // Types are generated on purpose (`npm run generate:types`, checked by
  // tests/int/generatedTypes.test.ts), never as a side effect of a start: Payload's default spawns
  // a second process that rewrites the file on every development start, seed and test.
  typescript: { outputFile: path.resolve(dirname, 'src/payload-types.ts'), autoGenerate: false },
  onInit: async (payload) => {
    // Production applies migrations on connect; elsewhere they are applied here.
    if (payload.db.name === 'sqlite' && !env.productionMode) {
      // The generic adapter type takes untyped migrations; these are the SQLite adapter's own.
      await payload.db.migrate({ migrations: migrations as unknown as Migration[] })
    }
    // What an older version stored is converted once, by one instance, and recorded as migrations
    // on either database; after the schema's migrations, so the Local API meets today's schema.
    await convertDataOnce(payload)
    await startCountingRuns(payload)
    await seedOnStart(payload)
    // With S3 the storage keeps the copies; on disk a restore or a new size may have left some out.
    if (!env.s3) await makeAllMissingCopies(payload, MEDIA_DIR)
    if (env.isProduction && !env.smtp) payload.logger.warn(`Warning: ${EMAIL_NOT_CONFIGURED}`)
  },
}).then(withServerOnlyJobStats)
