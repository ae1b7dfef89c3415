// CI's advisory check: `npm audit --omit=dev --audit-level=high` on what the site runs in
// production, with one answer per outcome:
// - 0: the registry's advisory service answered, and no production package has a high or
//   critical advisory;
// - 1: it answered with at least one (each is printed with its advisory and whether a fix exists);
// - 3: it could not be asked (a registry or mirror without the audit endpoint, no network). The
//   packages were then NOT checked, and this says so; with AUDIT_REQUIRED=1 that is a failure (1),
//   for a CI that can always reach the registry.
import { spawnSync } from 'node:child_process'

const UNCHECKED = 3
const BLOCKING = new Set(['high', 'critical'])

const result = spawnSync('npm', ['audit', '--omit=dev', '--audit-level=high', '--json'], {
  encoding: 'utf8',
  maxBuffer: 64 * 1024 * 1024,
})

let report = null
try {
  report = JSON.parse(result.stdout)
} catch {
  // No JSON at all: npm itself failed to start or crashed.
}

if (!report?.auditReportVersion) {
  const reason =
    report?.message ??
    (result.error?.message || result.stderr.trim().split('\n').at(-1) || 'no answer')
  console.error(
    `npm audit could not reach the registry's advisory service (${reason}).\n` +
      'The production dependencies were NOT checked for advisories.',
  )
  process.exit(process.env.AUDIT_REQUIRED === '1' ? 1 : UNCHECKED)
}

const blocking = Object.values(report.vulnerabilities ?? {}).filter((entry) =>
  BLOCKING.has(entry.severity),
)
const counts = report.metadata?.vulnerabilities ?? {}
if (blocking.length === 0) {
  console.log(
    `npm audit: no high or critical advisory in the production dependencies ` +
      `(${counts.moderate ?? 0} moderate, ${counts.low ?? 0} low).`,
  )
  process.exit(0)
}
for (const entry of blocking) {
  const advisories = (entry.via ?? [])
    .filter((via) => typeof via === 'object')
    .map((via) => `${via.title} (${via.url}, affects ${via.range})`)
  const fix = entry.fixAvailable ? 'a fix is available' : 'no fix available yet'
  console.error(`${entry.severity}: ${entry.name} ${entry.range}: ${fix}`)
  for (const advisory of advisories) console.error(`  ${advisory}`)
}
console.error(
  `npm audit: ${blocking.length} production package(s) with a high or critical advisory.`,
)
process.exit(1)
