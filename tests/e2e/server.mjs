// Starts what the end-to-end tests drive: a fresh seeded SQLite database and media folder, a real
// SMTP server on loopback (with a small HTTP control to read its mail or take it down), a
// production build and `next start`. Playwright's webServer runs this; `node tests/e2e/server.mjs`
// also works by hand.
import fs from 'node:fs'
import http from 'node:http'

import { build, seedFresh, start } from '../../scripts/lib/productionServer.mjs'
import { logPath } from '../helpers/logs.mjs'
import { startSmtpServer } from '../../scripts/lib/mail.mjs'
import { e2eEnv, E2E_DIR, PORTS, SERVER_LOG } from './env.mjs'

const env = { ...process.env, ...e2eEnv }

// Everything the seed, the build and the server print goes to one log (the tests take the mail
// server down and send bad input on purpose, and the server logs each): tests/e2e/logReporter.mjs
// prints its end when a test fails.
const log = logPath(SERVER_LOG)
const out = fs.openSync(log, 'w')
const stdio = ['ignore', out, out]
try {
  // Seed first: `next build` renders the public pages from this same database.
  await seedFresh(E2E_DIR, env, { stdio })
  build(env, { skipIfBuilt: process.env.E2E_SKIP_BUILD === '1', stdio })
} catch (error) {
  process.stderr.write(`${fs.readFileSync(log, 'utf8')}\n${error.message}\n`)
  process.exit(1)
}

let smtp = await startSmtpServer(PORTS.smtp)
const control = http.createServer(async (req, res) => {
  const reply = (status, body) => {
    res.writeHead(status, { 'content-type': 'application/json' })
    res.end(JSON.stringify(body))
  }
  if (req.url === '/messages' && req.method === 'GET') return reply(200, smtp ? smtp.messages : [])
  if (req.url === '/messages' && req.method === 'DELETE') {
    if (smtp) smtp.messages.length = 0
    return reply(200, { ok: true })
  }
  if (req.url === '/smtp/stop' && req.method === 'POST') {
    if (smtp) await smtp.close()
    smtp = null
    return reply(200, { up: false })
  }
  if (req.url === '/smtp/start' && req.method === 'POST') {
    if (!smtp) smtp = await startSmtpServer(PORTS.smtp)
    return reply(200, { up: true })
  }
  reply(404, { error: 'unknown' })
})
control.listen(PORTS.smtpControl, '127.0.0.1')

const server = start(env, { stdio })
const stop = () => {
  server.kill('SIGTERM')
  control.close()
  smtp?.close()
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
server.on('exit', (code) => process.exit(code ?? 0))
