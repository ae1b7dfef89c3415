// A Paystack on loopback for the tests: it speaks the API the house calls as Paystack documents
// it (Bearer secret key; POST /transaction/initialize, GET /transaction/verify/:reference,
// POST /refund; answers `{ status, message, data }`), serves a hosted checkout page where the
// "guest" picks a network and approves, then sends the signed `charge.success` webhook
// (HMAC-SHA512 of the raw body under the secret key, hex, in `x-paystack-signature`) and sends
// the browser back to the callback address with `?trxref=&reference=`. Tests steer the cases the
// real one produces: a webhook that never comes, comes late or many times, a wrong amount or
// currency, a refund refused.
import { createHmac, randomBytes } from 'node:crypto'
import http from 'node:http'

const NETWORK_WALLETS = {
  mtn: { bank: 'MTN Mobile Money', brand: 'Mtn mobile money' },
  telecel: { bank: 'Telecel Cash', brand: 'Telecel cash' },
  airteltigo: { bank: 'AirtelTigo Money', brand: 'Airteltigo money' },
}

export function paystackSignature(rawBody, secretKey) {
  return createHmac('sha512', secretKey).update(rawBody, 'utf8').digest('hex')
}

function readBody(req) {
  return new Promise((resolve, reject) => {
    const chunks = []
    req.on('data', (chunk) => chunks.push(chunk))
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    req.on('error', reject)
  })
}

/**
 * Starts the gateway on `port` (0: any free one). `webhookUrl` is where it posts events (the
 * house's webhook), `secretKey` what the house sends and what signs the events. Options steer it:
 * `autoWebhook` (default true) sends `charge.success` when the checkout is approved;
 * `refundFails` answers refunds with Paystack's refusal; `verifyDelayMs` holds each verify.
 */
export async function startPaystackGateway({
  port = 0,
  secretKey = 'sk_test_loopback',
  webhookUrl = '',
  autoWebhook = true,
} = {}) {
  const state = {
    webhookUrl,
    autoWebhook,
    refundFails: false,
    verifyDelayMs: 0,
    /** Every call the house made: method, path, body, and the answer's status. */
    calls: [],
    /** Every webhook sent: its raw body, signature and the house's answer. */
    webhooks: [],
  }
  /** Transactions by reference, as Paystack keeps them. */
  const transactions = new Map()
  const byCode = new Map()
  const refunds = []
  let nextId = 4_100_000_000
  let url = ''

  function transactionJson(t) {
    return {
      id: t.id,
      domain: 'test',
      status: t.status,
      reference: t.reference,
      amount: t.paidAmount ?? t.amount,
      message: null,
      gateway_response: t.status === 'success' ? 'Approved' : t.status,
      paid_at: t.paidAt,
      created_at: t.createdAt,
      channel: 'mobile_money',
      currency: t.paidCurrency ?? t.currency,
      ip_address: '127.0.0.1',
      metadata: t.metadata ?? '',
      log: null,
      fees: t.status === 'success' ? t.fees : null,
      fees_split: null,
      authorization: t.network
        ? {
            authorization_code: `AUTH_${t.id}`,
            bin: '055XXX',
            last4: 'X149',
            exp_month: '12',
            exp_year: '9999',
            channel: 'mobile_money',
            card_type: '',
            ...NETWORK_WALLETS[t.network],
            country_code: 'GH',
            reusable: false,
            signature: null,
            account_name: null,
          }
        : {},
      customer: { email: t.email, phone: '', metadata: null, risk_action: 'default' },
      plan: {},
      requested_amount: t.amount,
      paidAt: t.paidAt,
      createdAt: t.createdAt,
    }
  }

  /** The `charge.success` event of a transaction, as raw body and its signature. */
  function chargeEvent(reference, { tamper = false } = {}) {
    const t = transactions.get(reference)
    if (!t) throw new Error(`no transaction ${reference}`)
    const body = JSON.stringify({ event: 'charge.success', data: transactionJson(t) })
    const signature = paystackSignature(body, tamper ? `${secretKey}x` : secretKey)
    return { body, signature }
  }

  async function post(body, signature, target = state.webhookUrl) {
    const response = await fetch(target, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-paystack-signature': signature },
      body,
    })
    const answer = await response.text()
    state.webhooks.push({ body, signature, status: response.status, answer })
    return { status: response.status, answer }
  }

  /**
   * The guest approves on their phone: the transaction succeeds on `network`; `amount` or
   * `currency` other than asked play a gateway reporting something else. Sends the webhook unless
   * `webhook` is false (or the gateway was started without them).
   */
  async function approve(reference, options = {}) {
    const t = transactions.get(reference)
    if (!t) throw new Error(`no transaction ${reference}`)
    t.status = 'success'
    t.network = options.network ?? 'mtn'
    t.paidAmount = options.amount ?? t.amount
    t.paidCurrency = options.currency ?? t.currency
    // Paystack's Ghana mobile-money fee, 1.95 % rounded, for figures that look like the real ones.
    t.fees = Math.round(t.paidAmount * 0.0195)
    t.paidAt = new Date().toISOString()
    if (options.webhook ?? state.autoWebhook) {
      const { body, signature } = chargeEvent(reference)
      return post(body, signature)
    }
    return null
  }

  function settle(reference, status) {
    const t = transactions.get(reference)
    if (!t) throw new Error(`no transaction ${reference}`)
    t.status = status
  }

  const answer = (res, status, body) => {
    res.writeHead(status, { 'content-type': 'application/json' })
    res.end(JSON.stringify(body))
  }

  const server = http.createServer(async (req, res) => {
    const raw = await readBody(req)
    const { pathname } = new URL(req.url ?? '/', url)
    const call = { method: req.method, path: pathname, body: raw, status: 0 }
    state.calls.push(call)
    const reply = (status, body) => {
      call.status = status
      answer(res, status, body)
    }
    const page = (status, html, headers = {}) => {
      call.status = status
      res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', ...headers })
      res.end(html)
    }

    // The hosted checkout the guest's browser is sent to: no secret key, as on Paystack.
    const checkout = pathname.match(/^\/checkout\/([a-z0-9]+)(\/approve|\/cancel)?$/)
    if (checkout) {
      const t = byCode.get(checkout[1])
      if (!t) return page(404, '<p>Unknown checkout</p>')
      if (!checkout[2]) {
        return page(
          200,
          `<!doctype html><html lang="en"><head><title>Pay GHS ${(t.amount / 100).toFixed(2)}</title></head><body>
<h1>Pay GHS ${(t.amount / 100).toFixed(2)}</h1>
<form method="post" action="/checkout/${checkout[1]}/approve">
<label>Network <select name="network"><option value="mtn">MTN</option><option value="telecel">Telecel</option><option value="airteltigo">AirtelTigo</option></select></label>
<button type="submit">Approve on my phone</button></form>
<form method="post" action="/checkout/${checkout[1]}/cancel"><button type="submit">Cancel payment</button></form>
</body></html>`,
        )
      }
      if (checkout[2] === '/approve') {
        const network = new URLSearchParams(raw).get('network') ?? 'mtn'
        await approve(t.reference, { network })
      } else {
        settle(t.reference, 'abandoned')
      }
      const back = new URL(t.callbackUrl)
      back.searchParams.set('trxref', t.reference)
      back.searchParams.set('reference', t.reference)
      return page(302, '', { location: back.toString() })
    }

    if (req.headers.authorization !== `Bearer ${secretKey}`) {
      return reply(401, { status: false, message: 'Invalid key' })
    }
    let body = {}
    try {
      body = raw ? JSON.parse(raw) : {}
    } catch {
      return reply(400, { status: false, message: 'Invalid JSON' })
    }

    if (req.method === 'POST' && pathname === '/transaction/initialize') {
      const amount = Number(body.amount)
      if (!body.email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(body.email)) {
        return reply(400, { status: false, message: 'Invalid Email Address Passed' })
      }
      if (!Number.isSafeInteger(amount) || amount <= 0) {
        return reply(400, { status: false, message: 'Invalid Amount Sent' })
      }
      if (body.currency && body.currency !== 'GHS') {
        return reply(403, { status: false, message: 'Currency not supported by merchant' })
      }
      const reference = body.reference || randomBytes(6).toString('hex')
      if (transactions.has(reference)) {
        return reply(400, { status: false, message: 'Duplicate Transaction Reference' })
      }
      const code = randomBytes(8).toString('hex')
      const t = {
        id: nextId++,
        reference,
        code,
        amount,
        currency: body.currency ?? 'GHS',
        email: body.email,
        callbackUrl: body.callback_url,
        channels: body.channels,
        metadata: body.metadata,
        status: 'ongoing',
        network: null,
        paidAt: null,
        createdAt: new Date().toISOString(),
      }
      transactions.set(reference, t)
      byCode.set(code, t)
      return reply(200, {
        status: true,
        message: 'Authorization URL created',
        data: { authorization_url: `${url}/checkout/${code}`, access_code: code, reference },
      })
    }

    const verify = pathname.match(/^\/transaction\/verify\/(.+)$/)
    if (req.method === 'GET' && verify) {
      if (state.verifyDelayMs) await new Promise((r) => setTimeout(r, state.verifyDelayMs))
      const t = transactions.get(decodeURIComponent(verify[1]))
      if (!t) return reply(400, { status: false, message: 'Transaction reference not found' })
      return reply(200, {
        status: true,
        message: 'Verification successful',
        data: transactionJson(t),
      })
    }

    if (req.method === 'POST' && pathname === '/refund') {
      const key = String(body.transaction ?? '')
      const t = [...transactions.values()].find(
        (each) => String(each.id) === key || each.reference === key,
      )
      if (!t || t.status !== 'success') {
        return reply(400, { status: false, message: 'Transaction not found' })
      }
      if (state.refundFails) {
        return reply(400, { status: false, message: 'Refund cannot be processed at the moment' })
      }
      const given = refunds
        .filter((each) => each.transaction === t.id)
        .reduce((sum, each) => sum + each.amount, 0)
      const amount = body.amount === undefined ? t.paidAmount - given : Number(body.amount)
      if (!Number.isSafeInteger(amount) || amount <= 0 || amount > t.paidAmount - given) {
        return reply(400, {
          status: false,
          message: 'Refund amount cannot be greater than transaction amount',
        })
      }
      const refund = { id: nextId++, transaction: t.id, amount, status: 'pending' }
      refunds.push(refund)
      return reply(200, {
        status: true,
        message: 'Refund has been queued for processing',
        data: {
          transaction: transactionJson(t),
          id: refund.id,
          amount,
          currency: t.currency,
          status: 'pending',
          channel: 'mobile_money',
          deducted_amount: 0,
          fully_deducted: false,
          createdAt: new Date().toISOString(),
        },
      })
    }

    reply(404, { status: false, message: 'Not found' })
  })

  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${server.address().port}`

  return {
    url,
    secretKey,
    state,
    transactions,
    refunds,
    approve,
    /** The transaction ends without payment: `failed` or `abandoned`. */
    settle,
    chargeEvent,
    /** Posts a raw event with the given signature to the house's webhook. */
    postWebhook: post,
    /** The reference of the last transaction the house opened. */
    lastReference: () => [...transactions.keys()].at(-1),
    close: () => new Promise((resolve) => server.close(resolve)),
  }
}
