import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'

import { parseDockerfile } from '../../helpers/dockerfile.mjs'

const root = path.resolve(import.meta.dirname, '../../..')
const composeFile = path.join(root, 'docker-compose.yml')

type Service = {
  ports?: Array<string | { host_ip?: string; published?: string | number; target?: number }>
  profiles?: string[]
  volumes?: Array<string | { source?: string; target?: string }>
}

/**
 * The compose file as Compose reads it: through Debian's `docker-compose config` when installed
 * (it interpolates and validates against the schema, no engine needed), else parsed as YAML.
 */
async function composeServices(): Promise<Record<string, Service>> {
  const env = {
    ...process.env,
    PAYLOAD_SECRET: 'x'.repeat(32),
    NEXT_PUBLIC_SERVER_URL: 'https://guesthouse.example.test',
    ADMIN_PASSWORD: 'a-long-admin-password',
    MONGO_PASSWORD: 'a-long-database-password',
    SITE_DOMAIN: 'guesthouse.example.test',
  }
  const result = spawnSync('docker-compose', ['-f', composeFile, '--profile', 'https', 'config'], {
    env,
    encoding: 'utf8',
  })
  const { parse } = await import('yaml')
  if (result.error === undefined) {
    expect(result.stderr).not.toMatch(/error/i)
    expect(result.status).toBe(0)
    return parse(result.stdout).services
  }
  return parse(fs.readFileSync(composeFile, 'utf8')).services
}

/** The file as written, its `<<: *app` merges applied. */
async function composeFileParsed() {
  const { parse } = await import('yaml')
  return parse(fs.readFileSync(composeFile, 'utf8'), { merge: true })
}

describe('docker-compose.yml', () => {
  it('publishes the app on loopback only, and Caddy (profile https) on 80 and 443', async () => {
    const services = await composeServices()
    const appPorts = JSON.stringify(services.app.ports)
    expect(appPorts).toMatch(/127\.0\.0\.1/)
    expect(services.app.profiles).toBeUndefined()
    expect(services.caddy.profiles).toEqual(['https'])
    expect(JSON.stringify(services.caddy.ports)).toMatch(/443/)
    expect(JSON.stringify(services.caddy.volumes)).toContain('deploy/Caddyfile')
  })

  it('Caddy balances SITE_DOMAIN over the app instances without touching the forwarded headers', () => {
    const caddyfile = fs.readFileSync(path.join(root, 'deploy/Caddyfile'), 'utf8')
    const config = caddyfile.replace(/#.*$/gm, '')
    // The instances come from APP_UPSTREAMS, `app:3000` alone unless set.
    expect(config).toMatch(/\{\$SITE_DOMAIN\}\s*\{\s*reverse_proxy \{\$APP_UPSTREAMS:app:3000\} \{/)
    // Only instances that answer the balancer's health question get guests; the shared email
    // queue is not part of it, or an SMTP outage would take every instance out.
    expect(config).toMatch(/health_uri \/api\/health\?scope=instance\n/)
    expect(config).toMatch(/lb_policy round_robin/)
    // Overriding X-Forwarded-For or trusting clients' values would let a client pick its own
    // rate-limit key.
    expect(config).not.toMatch(/X-Forwarded-For|trusted_proxies|header_up/i)
  })

  it('adds a second instance and the Redis they share with the scale profile', async () => {
    const { parse } = await import('yaml')
    const file = parse(fs.readFileSync(composeFile, 'utf8'), { merge: true })
    const { app, app2, redis } = file.services
    expect(app2.profiles).toEqual(['scale'])
    expect(redis.profiles).toEqual(['scale'])
    expect(JSON.stringify(app2.ports)).toMatch(/127\.0\.0\.1/)
    // Both instances run the same image with the same settings, the shared cache included.
    expect(app2.image).toBe(app.image)
    expect(app2.environment).toEqual(app.environment)
    expect(app.environment.REDIS_URL).toBe('${REDIS_URL:-}')
    expect(JSON.stringify(app2.volumes)).toContain('media:/app/media')
    // A restarted Redis starts empty: it can never bring back pages from before an edit it missed.
    expect(redis.command.join(' ')).toMatch(/--save\s+--appendonly no/)
  })

  it("checks the app's health as the image does, by the instance's own question", async () => {
    const { parse } = await import('yaml')
    const file = parse(fs.readFileSync(composeFile, 'utf8'), { merge: true })
    const composeCheck: string[] = file.services.app.healthcheck.test
    expect(composeCheck[0]).toBe('CMD')
    expect(file.services.app2.healthcheck).toEqual(file.services.app.healthcheck)
    // The same command as the image's HEALTHCHECK.
    const run = parseDockerfile(fs.readFileSync(path.join(root, 'Dockerfile'), 'utf8')).at(-1)!
    const healthcheck = run.steps.find((step) => step.instruction === 'HEALTHCHECK')
    expect(healthcheck).toBeDefined()
    const imageCheck = JSON.parse(healthcheck!.args.slice(healthcheck!.args.indexOf('CMD ') + 4))
    expect(composeCheck.slice(1)).toEqual(imageCheck)

    // Against a stand-in app: during an SMTP outage (the email queue failing the full check) the
    // container stays healthy, so a rolling upgrade waiting for `healthy` goes on; a failing
    // database makes it unhealthy.
    let failing: 'email' | 'database' = 'email'
    const asked: string[] = []
    const app = http.createServer((req, res) => {
      asked.push(req.url ?? '')
      const instanceOnly = req.url === '/api/health?scope=instance'
      res.statusCode = failing === 'database' || !instanceOnly ? 503 : 200
      res.end()
    })
    await new Promise<void>((resolve) => app.listen(0, '127.0.0.1', resolve))
    const { port } = app.address() as AddressInfo
    const exitCode = () =>
      new Promise<number | null>((resolve) => {
        const child = spawn(process.execPath, imageCheck.slice(1), {
          env: { ...process.env, PORT: String(port) },
          stdio: 'ignore',
        })
        child.once('exit', resolve)
      })
    try {
      expect(imageCheck[0]).toBe('node')
      expect(await exitCode()).toBe(0)
      failing = 'database'
      expect(await exitCode()).toBe(1)
      expect(asked).toEqual(['/api/health?scope=instance', '/api/health?scope=instance'])
    } finally {
      await new Promise((resolve) => app.close(resolve))
    }
  })

  it("rotates every container's log, so logs can never fill the disk", async () => {
    const { services } = await composeFileParsed()
    const names = Object.keys(services)
    expect(names.length).toBeGreaterThanOrEqual(6)
    expect.assertions(names.length + 1)
    for (const name of names) {
      expect([name, services[name].logging]).toEqual([
        name,
        { driver: 'json-file', options: { 'max-size': '10m', 'max-file': '5' } },
      ])
    }
  })

  it('tags each build with its version, so the one before can be started again', async () => {
    const { services } = await composeFileParsed()
    expect(services.app.image).toBe('guest-house:${APP_VERSION:-latest}')
    expect(services.app.build).toBe('.')
    const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8')
    expect(readme).toContain(
      'APP_VERSION=<previous> docker compose --profile https up -d --no-build',
    )
  })
})

describe('MongoDB in docker-compose.yml', () => {
  it('runs a one-member replica set with a key file, its cache and memory capped', async () => {
    const { services, volumes } = await composeFileParsed()
    const { mongo } = services
    const flags = (mongo.command as string[]).join(' ')
    expect(flags).toMatch(/^mongod /)
    expect(flags).toContain('--replSet rs0')
    expect(flags).toContain('--keyFile /data/configdb/replica.key')
    expect(flags).toContain('--wiredTigerCacheSizeGB 0.25')
    expect(flags).toContain('--bind_ip_all')
    expect(mongo.mem_limit).toBe('768m')
    // The key file is made once and kept with the server's configuration.
    expect(mongo.entrypoint.join('\n')).toContain('exec docker-entrypoint.sh "$$@"')
    expect(mongo.volumes).toContain('mongo-config:/data/configdb')
    expect(Object.keys(volumes)).toContain('mongo-config')
    // Healthy only as the primary, the member that takes writes.
    expect(mongo.healthcheck.test.join(' ')).toContain('db.hello().isWritablePrimary')
  })

  it('makes the replica set once, before the app starts, and the app connects to it', async () => {
    const { services } = await composeFileParsed()
    const init = services['mongo-init']
    const script = init.entrypoint.join('\n')
    // Only a server that has no replica set yet is initiated: later starts change nothing.
    expect(script).toContain('"NotYetInitialized"')
    expect(script).toContain(
      'rs.initiate({ _id: "rs0", members: [{ _id: 0, host: "mongo:27017" }] })',
    )
    expect(init.restart).toBe('no')
    for (const app of [services.app, services.app2]) {
      expect(app.depends_on['mongo-init']).toEqual({ condition: 'service_completed_successfully' })
      expect(app.depends_on.mongo).toEqual({ condition: 'service_healthy' })
      expect(app.environment.DATABASE_URL).toMatch(
        /@mongo:27017\/guesthouse\?authSource=admin&replicaSet=rs0$/,
      )
    }
  })
})
