import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'

import { MESSAGES } from '../../../src/lib/messages'
import { expect, test } from '../fixtures'
import { PORTS } from '../env.mjs'

/** The production server: the process listening on the app's port. */
function serverPid(): number {
  const line = execFileSync('ss', ['-ltnpH', `sport = :${PORTS.app}`], { encoding: 'utf8' })
  const pid = /pid=(\d+)/.exec(line)?.[1]
  if (!pid) throw new Error(`no process listens on ${PORTS.app}: ${line}`)
  return Number(pid)
}

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024
}

/**
 * Streams `megabytes` of JSON-looking bytes to `path` as fast as the server takes them. Resolves
 * with the status the server answered (0 when it only cut the connection) and how many bytes it
 * accepted before it did.
 */
function sendHuge(
  path: string,
  megabytes: number,
  { chunked }: { chunked: boolean },
): Promise<{ status: number; sent: number }> {
  const total = megabytes * 1024 * 1024
  const chunk = Buffer.alloc(64 * 1024, 'a')
  return new Promise((resolve) => {
    let sent = 0
    let status = 0
    let done = false
    const finish = () => {
      if (!done) resolve({ status, sent })
      done = true
    }
    const req = http.request({
      host: '127.0.0.1',
      port: PORTS.app,
      path,
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: `http://localhost:${PORTS.app}`,
        ...(chunked ? {} : { 'content-length': String(total) }),
      },
    })
    req.on('response', (res) => {
      status = res.statusCode ?? 0
      res.resume()
      res.on('end', finish)
    })
    req.on('error', finish)
    req.on('close', finish)
    const pump = () => {
      while (sent < total) {
        sent += chunk.length
        if (!req.write(chunk)) {
          req.once('drain', pump)
          return
        }
      }
      req.end()
    }
    req.on('socket', pump)
  })
}

test.describe('request bodies', () => {
  test('a 200 MB JSON body is refused while it streams in and the memory stays flat', async ({
    request,
  }) => {
    // Warm the routes so start-up work does not count as growth.
    await request.post('/api/users/login', { data: { email: 'a@b.test', password: 'x' } })
    const pid = serverPid()
    const before = rssMb(pid)
    const declared = await sendHuge('/api/users/login', 200, { chunked: false })
    const streamed = await sendHuge('/api/contact/email', 200, { chunked: true })
    const after = rssMb(pid)
    console.log(
      `server RSS before ${before.toFixed(0)} MB, after two 200 MB bodies ${after.toFixed(0)} MB`,
    )
    for (const answer of [declared, streamed]) {
      expect([0, 413]).toContain(answer.status)
      // The server stopped reading long before the end.
      expect(answer.sent).toBeLessThan(200 * 1024 * 1024)
    }
    expect(after - before).toBeLessThan(60)

    // Still serving others, and a small oversized body gets the message.
    const small = await request.post('/api/contact/email', {
      data: { message: 'x'.repeat(70 * 1024) },
    })
    expect(small.status()).toBe(413)
    expect((await small.json()).message).toBe(MESSAGES.request.tooLarge)
    expect((await request.get('/api/room/get-all-rooms')).status()).toBe(200)
  })

  test('the image optimizer, which no page uses, is not there: pages and pictures alike', async ({
    request,
  }) => {
    for (const url of ['%2Fadmin', '%2Ffavicon.ico']) {
      expect((await request.get(`/_next/image?url=${url}&w=640&q=75`)).status()).toBe(404)
    }
  })
})
