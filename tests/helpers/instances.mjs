// Several production servers sharing one deployment's state, as instances behind a load balancer
// do: one SQLite file (WAL, so their reads never wait on each other's writes), one media folder,
// one secret and one public address, each on its own loopback port. Built once, seeded once.
import fs from 'node:fs'
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
 * Seeds `dir` with the demo content (admin INSTANCES_ADMIN), builds into `distDir` (once per
 * folder name unless `rebuild`), and starts `count` servers with `extra` settings (SMTP, Redis...).
 * `publicUrl` is the address the balancer would answer on: every instance believes it, so a
 * request with that Origin passes the same-origin checks on any of them. With `separateBuilds`,
 * each instance after the first runs from its own copy of the build (see copyBuild), so nothing
 * is shared through the build folder's file cache.
 */
export async function startInstances({
  dir,
  count = 2,
  distDir = '.next-instances',
  extra = {},
  rebuild = true,
  separateBuilds = false,
}) {
  const ports = []
  for (let i = 0; i < count; i += 1) ports.push(await freePort())
  const publicUrl = `http://localhost:${ports[0]}`
  const base = productionEnv({ dir, port: ports[0], distDir, extra })
  const shared = {
    ...base,
    NEXT_PUBLIC_SERVER_URL: publicUrl,
    ADMIN_EMAIL: INSTANCES_ADMIN.email,
    ADMIN_PASSWORD: INSTANCES_ADMIN.password,
    ...extra,
  }
  const seedLog = openLog(`seed-${path.basename(dir)}`)
  try {
    await seedFresh(dir, shared, { stdio: ['ignore', seedLog, seedLog] })
  } finally {
    fs.closeSync(seedLog)
  }
  build(shared, { skipIfBuilt: !rebuild })

  const distDirs = ports.map((_, i) =>
    separateBuilds && i > 0 ? copyInstanceBuild(distDir, i + 1) : distDir,
  )
  const instances = await launch(shared, ports, distDirs)
  return {
    instances,
    publicUrl,
    env: shared,
    stop: () => stopAll(instances),
    /**
     * Stops every instance and starts them again on the same ports, database and builds, with
     * `overrides` added to their settings (say, REDIS_URL). `instances` then lists the new ones.
     */
    async restart(overrides = {}) {
      await stopAll(instances)
      const next = await launch({ ...shared, ...overrides }, ports, distDirs)
      instances.splice(0, instances.length, ...next)
    },
    removeBuild: () => {
      for (const name of new Set(distDirs)) {
        fs.rmSync(path.join(ROOT, name), { recursive: true, force: true })
      }
    },
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
