import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

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

  it('Caddy proxies SITE_DOMAIN to the app without touching the forwarded headers', () => {
    const caddyfile = fs.readFileSync(path.join(root, 'deploy/Caddyfile'), 'utf8')
    const config = caddyfile.replace(/#.*$/gm, '')
    expect(config).toMatch(/\{\$SITE_DOMAIN\}\s*\{\s*reverse_proxy app:3000\s*\}/)
    // Overriding X-Forwarded-For or trusting clients' values would let a client pick its own
    // rate-limit key.
    expect(config).not.toMatch(/X-Forwarded-For|trusted_proxies|header_up/i)
  })
})
