// A real Redis server for tests: Debian's redis-server on a free loopback port, with nothing kept
// on disk, started and stopped by the test that needs it (.ci/run installs the package).
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

const REDIS_SERVER = process.env.REDIS_SERVER_BIN || 'redis-server'

/** A port nothing listens on right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address()
      probe.close(() => resolve(port))
    })
  })
}

/** Sends one inline command and resolves with the first reply line ("+PONG"). */
function ask(port, command, timeoutMs = 1000) {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ port, host: '127.0.0.1' })
    const timer = setTimeout(() => {
      socket.destroy()
      reject(new Error(`redis on ${port} did not answer "${command}"`))
    }, timeoutMs)
    let reply = ''
    socket.on('connect', () => socket.write(`${command}\r\n`))
    socket.on('data', (chunk) => {
      reply += chunk.toString('utf8')
      if (reply.includes('\r\n')) {
        clearTimeout(timer)
        socket.end()
        resolve(reply.split('\r\n')[0])
      }
    })
    socket.on('error', (error) => {
      clearTimeout(timer)
      reject(error)
    })
  })
}

async function waitForPong(port, timeoutMs = 10_000) {
  const since = Date.now()
  for (;;) {
    try {
      if ((await ask(port, 'PING')) === '+PONG') return
    } catch {
      // not listening yet
    }
    if (Date.now() - since > timeoutMs) throw new Error(`redis-server on ${port} did not start`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/**
 * Starts redis-server on loopback. `stop()` ends it (as an outage would), `start()` brings it back
 * on the same port, empty.
 */
export async function startRedis({ port } = {}) {
  const chosen = port ?? (await freePort())
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'guesthouse-redis-'))
  let child = null
  const output = []

  async function start() {
    child = spawn(
      REDIS_SERVER,
      [
        '--port',
        String(chosen),
        '--bind',
        '127.0.0.1',
        '--dir',
        dir,
        '--save',
        '',
        '--appendonly',
        'no',
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    )
    child.stdout.on('data', (chunk) => output.push(chunk.toString('utf8')))
    child.stderr.on('data', (chunk) => output.push(chunk.toString('utf8')))
    const spawned = child
    const failed = new Promise((_, reject) => {
      spawned.once('error', (error) =>
        reject(
          new Error(`cannot run ${REDIS_SERVER} (apt-get install redis-server): ${error.message}`),
        ),
      )
    })
    await Promise.race([waitForPong(chosen), failed])
  }

  async function stop() {
    if (!child || child.exitCode !== null) return
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill('SIGKILL')
    await exited
    child = null
  }

  await start()
  return {
    port: chosen,
    url: `redis://127.0.0.1:${chosen}`,
    output,
    /** Any inline command, e.g. `command('DBSIZE')` → ":12". */
    command: (line) => ask(chosen, line),
    start,
    stop,
    async close() {
      await stop()
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}
