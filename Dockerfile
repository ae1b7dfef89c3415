# Production image: Next.js standalone output on the Node package.json pins (24.21.0), started by
# server/start.mjs.
FROM node:24.21.0-bookworm-slim AS deps
WORKDIR /app
# Exactly the lockfile's packages, or a stop: `npm ci` never resolves anything anew.
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

FROM node:24.21.0-bookworm-slim AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1 NEXT_OUTPUT=standalone
COPY --from=deps /app/node_modules ./node_modules
COPY . .
# The build renders the public pages from a throwaway seeded SQLite file. None of it reaches a
# guest: at start the server expires everything cached before it (server/expire-cache.mjs), so
# the first request to each page renders it from the real database; after that pages are served
# from the cache and refreshed by tag as soon as anything changes.
RUN mkdir -p data media \
  && DATABASE_URL=file:/tmp/build.db MEDIA_DIR=/tmp/build-media npm run seed \
  && DATABASE_URL=file:/tmp/build.db MEDIA_DIR=/tmp/build-media npx next build

FROM node:24.21.0-bookworm-slim AS run
WORKDIR /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 NEXT_OUTPUT=standalone PORT=3000 HOSTNAME=0.0.0.0
# Left to itself V8 lets the heap grow toward a quarter of the machine's memory under load without
# the server keeping any of it (716-912 MB resident under the bench's load). Capped at 320 MB the
# same load runs at the same rates and latencies in 480-530 MB; at 256 MB it stays under 500 MB
# but the heap lives so near its cap that contact requests take two to three times as long while
# it collects. `npm start` and the tests start the server the same way (package.json,
# scripts/lib/productionServer.mjs). Raise it under the app's environment in docker-compose.yml
# if a heavy import ever needs more.
# glibc gives each thread that allocates (libuv's pool compressing pages, sharp's workers) an arena
# of its own, up to eight per core, and keeps what each frees: two arenas hold the same load in
# 464 MB resident instead of 511 MB, with the same rates and latencies (docs/performance.md).
# The young generation is capped too: under this heap cap Node 24 lets each of its two semi-spaces
# grow to 64 MB where Node 20 stopped at 16, and the bench's load then read 492-534 MB resident. At
# 32 MB it read 465 MB; at 16 MB, 424 MB, but cached pages fell below 0.8 of a static file.
ENV NODE_OPTIONS="--max-old-space-size=320 --max-semi-space-size=32" MALLOC_ARENA_MAX=2
RUN groupadd --system app && useradd --system --gid app app \
  && mkdir -p /app/media /app/data && chown -R app:app /app
COPY --from=build --chown=app:app /app/.next/standalone ./
COPY --from=build --chown=app:app /app/.next/static ./.next/static
# Favicon, home-screen icons: the standalone output leaves public/ out.
COPY --from=build --chown=app:app /app/public ./public
# server/start.mjs replaces the server.js Next generates: the same Next.js, plus the build's scripts and
# stylesheets sent brotli-compressed (see server/page-server.mjs).
COPY --from=build --chown=app:app /app/server ./server
USER app
EXPOSE 3000
# Healthy while this instance can serve (its database and migrations): the shared email queue is
# left out, as for the balancer, since replacing the container cannot mend an SMTP outage. Monitors
# ask the full GET /api/health.
HEALTHCHECK --interval=30s --timeout=10s --start-period=60s --retries=3 CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health?scope=instance').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "server/start.mjs"]
