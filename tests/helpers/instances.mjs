// Production servers for the integration tests, one start-up for all of them: a fresh folder,
// seeded once; one build (a copy of the shared test build); optionally a real SMTP server on
// loopback they send through; then one or several servers sharing that deployment's state, as
// instances behind a load balancer do: one SQLite file (WAL, so their reads never wait on each
// other's writes), one media folder, one secret and one public address, each on its own loopback
// port.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import {
  build,
  copyBuild,
  productionEnv,
  ROOT,
  seedFresh,
  start,
  waitForOk,
} from '../../scripts/lib/productionServer.mjs'
import { openLog } from './logs.mjs'
import { startSmtpServer } from '../../scripts/lib/mail.mjs'
import { freePort } from '../../scripts/lib/redis.mjs'

export const INSTANCES_ADMIN = {
  email: 'owner@instances.test',
  password: 'instances-admin-password',
}

/**
 * The build in `distDir` copied to `${distDir}-<n>` for instance n (2, 3, ...). Next's file cache
 * lives in the build folder (rendered pages in `server/app`, data in `cache/fetch-cache`), so
 * instances started from one folder would share it on disk, which instances on separate machines
 * never do.
 */
function copyInstanceBuild(distDir, n) {
  const name = `${distDir}-${n}`
  copyBuild(path.join(ROOT, distDir), path.join(ROOT, name))
  return name
}

/**
 * Starts `count` production servers for the test called `name`: its folder under the system's
 * temp folder (seeded with the demo content, admin INSTANCES_ADMIN), its build in `.next-<name>`
 * (rebuilt unless `rebuild` is false and one is there), and with `mail` a real SMTP server on
 * loopback the servers send through, from no-reply@<name>.test to the house at `house`. `extra`
 * settings (Redis, proxies...) come last, so they win. `publicUrl` is the address the balancer
 * would answer on: every instance believes it, so a request with that Origin passes the
 * same-origin checks on any of them. With `separateBuilds`, each instance after the first runs
 * from its own copy of the build (see copyBuild), so nothing is shared through the build folder's
 * file cache. `close()` stops the servers and the mail server and removes the folders; a start
 * that fails closes what it had started before throwing.
 */
export async function startInstances({
  name,
  count = 1,
  mail = false,
  extra = {},
  rebuild = true,
  separateBuilds = false,
}) {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), `guesthouse-${name}-`))
  const distDir = `.next-${name}`
  const house = `house@${name}.test`
  const instances = []
  let distDirs = [distDir]
  let smtp = null
  const stop = () => stopAll(instances)
  const close = async () => {
    await stop()
    await smtp?.close()
    for (const folder of new Set(distDirs)) {
      fs.rmSync(path.join(ROOT, folder), { recursive: true, force: true })
    }
    fs.rmSync(work, { recursive: true, force: true })
  }
  try {
    if (mail) smtp = await startSmtpServer(0)
    const ports = []
    for (let i = 0; i < count; i += 1) ports.push(await freePort())
    const publicUrl = `http://localhost:${ports[0]}`
    const dir = path.join(work, 'site')
    const mailEnv = smtp
      ? {
          SMTP_HOST: '127.0.0.1',
          SMTP_PORT: String(smtp.port),
          SMTP_SECURE: 'false',
          EMAIL_FROM: `Guest House <no-reply@${name}.test>`,
          CONTACT_TO_EMAIL: house,
        }
      : {}
    const shared = {
      ...productionEnv({ dir, port: ports[0], distDir }),
      NEXT_PUBLIC_SERVER_URL: publicUrl,
      ADMIN_EMAIL: INSTANCES_ADMIN.email,
      ADMIN_PASSWORD: INSTANCES_ADMIN.password,
      ...mailEnv,
      ...extra,
    }
    const seedLog = openLog(`seed-${name}`)
    try {
      await seedFresh(dir, shared, { stdio: ['ignore', seedLog, seedLog] })
    } finally {
      fs.closeSync(seedLog)
    }
    build(shared, { skipIfBuilt: !rebuild })
    distDirs = ports.map((_, i) =>
      separateBuilds && i > 0 ? copyInstanceBuild(distDir, i + 1) : distDir,
    )
    instances.push(...(await launch(shared, ports, distDirs)))
    return {
      instances,
      publicUrl,
      env: shared,
      smtp,
      house,
      stop,
      close,
      /**
       * Signs in as INSTANCES_ADMIN on `instance` (the first unless named), from the public
       * address, with `headers` added; resolves with the session cookie (`payload-token=...`).
       */
      async adminCookie(instance = instances[0], headers = {}) {
        const response = await fetch(`${instance.url}/api/auth/signin`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: publicUrl, ...headers },
          body: JSON.stringify(INSTANCES_ADMIN),
        })
        const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0]
        if (response.status !== 200 || !cookie.startsWith('payload-token=')) {
          throw new Error(`admin sign-in answered ${response.status}: ${await response.text()}`)
        }
        return cookie
      },
      /**
       * Stops every instance and starts them again on the same ports, database and builds, with
       * `overrides` added to their settings (say, REDIS_URL). `instances` then lists the new ones.
       */
      async restart(overrides = {}) {
        await stopAll(instances)
        const next = await launch({ ...shared, ...overrides }, ports, distDirs)
        instances.splice(0, instances.length, ...next)
      },
    }
  } catch (error) {
    await close()
    throw error
  }
}

/**
 * Waits (30 s at most) for the mail `smtp` received whose subject names `reference` and resolves
 * with the stay-link token it carries, or undefined when none came (the test then says so).
 */
export async function stayTokenMailed(smtp, reference) {
  const deadline = Date.now() + 30_000
  for (;;) {
    const mail = smtp.messages.find((message) => message.subject.includes(reference))
    if (mail) return mail.text.match(/\/stay\/([A-Za-z0-9_-]{32})/)?.[1]
    if (Date.now() > deadline) return undefined
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

/**
 * Starts the instances one after another, each once the one before answers its health check, as
 * the runbook says: two servers starting at once on one SQLite file can both try to apply the
 * same migration (seen here: "table `rooms` already exists" on one of them).
 */
async function launch(env, ports, distDirs) {
  const instances = []
  try {
    for (const [i, port] of ports.entries()) {
      const output = []
      const child = start(
        { ...env, PORT: String(port), NEXT_DIST_DIR: distDirs[i] },
        { stdio: ['ignore', 'pipe', 'pipe'] },
      )
      child.stdout.on('data', (chunk) => output.push(chunk.toString('utf8')))
      child.stderr.on('data', (chunk) => output.push(chunk.toString('utf8')))
      const instance = { port, url: `http://localhost:${port}`, child, output }
      instances.push(instance)
      await waitForOk(`${instance.url}/api/health`, { timeoutMs: 120_000 })
    }
  } catch (error) {
    await stopAll(instances)
    const logs = instances.map(
      (instance, i) => `--- instance ${i + 1}\n${instance.output.join('')}`,
    )
    throw new Error(`${error.message}\n${logs.join('\n')}`)
  }
  return instances
}

async function stopAll(instances) {
  await Promise.all(
    instances.map(
      ({ child }) =>
        new Promise((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve(undefined)
          child.once('exit', resolve)
          child.kill('SIGTERM')
        }),
    ),
  )
}

/**
 * Waits (30 s at most) until `pattern` shows in an instance's log, looking only at what it wrote
 * from line `from` on.
 */
export async function untilLogged(instance, pattern, from = 0) {
  const logged = () => instance.output.slice(from).join('')
  const deadline = Date.now() + 30_000
  while (!pattern.test(logged())) {
    if (Date.now() > deadline) {
      throw new Error(`no ${pattern} in the log of ${instance.url}:\n${instance.output.join('')}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}
