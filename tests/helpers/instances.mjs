// Several production servers sharing one deployment's state, as instances behind a load balancer
// do: one SQLite file (WAL, so their reads never wait on each other's writes), one media folder,
// one secret and one public address, each on its own loopback port. Built once, seeded once.
import fs from 'node:fs'
import path from 'node:path'

import {
  build,
  productionEnv,
  ROOT,
  seedFresh,
  start,
  waitForOk,
} from '../../scripts/lib/productionServer.mjs'
import { freePort } from './redis.mjs'

export const INSTANCES_ADMIN = {
  email: 'owner@instances.test',
  password: 'instances-admin-password',
}

/**
 * Seeds `dir` with the demo content (admin INSTANCES_ADMIN), builds into `distDir` (once per
 * folder name unless `rebuild`), and starts `count` servers with `extra` settings (SMTP, Redis...).
 * `publicUrl` is the address the balancer would answer on: every instance believes it, so a
 * request with that Origin passes the same-origin checks on any of them.
 */
export async function startInstances({
  dir,
  count = 2,
  distDir = '.next-instances',
  extra = {},
  rebuild = true,
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
  seedFresh(dir, shared)
  build(shared, { skipIfBuilt: !rebuild })

  const instances = []
  for (const port of ports) {
    const output = []
    const child = start({ ...shared, PORT: String(port) }, { stdio: ['ignore', 'pipe', 'pipe'] })
    child.stdout.on('data', (chunk) => output.push(chunk.toString('utf8')))
    child.stderr.on('data', (chunk) => output.push(chunk.toString('utf8')))
    instances.push({ port, url: `http://localhost:${port}`, child, output })
  }
  try {
    await Promise.all(
      instances.map((instance) => waitForOk(`${instance.url}/api/health`, { timeoutMs: 120_000 })),
    )
  } catch (error) {
    await stopAll(instances)
    const logs = instances.map(
      (instance, i) => `--- instance ${i + 1}\n${instance.output.join('')}`,
    )
    throw new Error(`${error.message}\n${logs.join('\n')}`)
  }
  return {
    instances,
    publicUrl,
    env: shared,
    stop: () => stopAll(instances),
    removeBuild: () => fs.rmSync(path.join(ROOT, distDir), { recursive: true, force: true }),
  }
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
