import { describe, expect, it } from '@jest/globals'

import {
  bodyLimit,
  MAX_JSON_BODY_BYTES,
  MAX_MULTIPART_BODY_BYTES,
  TOO_LARGE_MESSAGE,
} from '@server/body-limit.mjs'

import { clientAddress, limitKey } from '@/lib/clientAddress'
import { MESSAGES } from '@/lib/messages'
import { queryProblem } from '@/lib/queryLimits'
import { staffPasswordError } from '@/lib/validation/password'

describe('clientAddress', () => {
  it('without trusted proxies, the connection decides and X-Forwarded-For is ignored', () => {
    expect(
      clientAddress({ socketAddress: '203.0.113.5', forwardedFor: '1.2.3.4', trustedProxyHops: 0 }),
    ).toBe('203.0.113.5')
  })
  it('behind one proxy, the address that proxy appended; entries a client wrote are ignored', () => {
    const behindCaddy = { socketAddress: '172.18.0.2', trustedProxyHops: 1 }
    expect(clientAddress({ ...behindCaddy, forwardedFor: '198.51.100.7' })).toBe('198.51.100.7')
    expect(clientAddress({ ...behindCaddy, forwardedFor: 'evil, 198.51.100.7' })).toBe(
      '198.51.100.7',
    )
  })
})

describe('limitKey', () => {
  it('counts an IPv4 client by its address, also when a dual-stack server reports it in IPv6', () => {
    expect(limitKey('127.0.0.1')).toBe('127.0.0.1')
    expect(limitKey('127.0.0.2')).toBe('127.0.0.2')
    expect(limitKey('::ffff:203.0.113.5')).toBe('203.0.113.5')
    expect(limitKey('::FFFF:cb00:7105')).toBe('203.0.113.5')
    expect(limitKey('unknown')).toBe('unknown')
  })
  it('counts an IPv6 client by its /64, however the address is written', () => {
    const key = '2001:db8:aa:1::/64'
    for (const address of [
      '2001:db8:aa:1::1',
      '2001:0db8:00aa:0001:ffff:ffff:ffff:ffff',
      '[2001:db8:aa:1:1234:5678:9abc:def0]',
      '2001:db8:aa:1::7%eth0',
      '2001:db8:aa:1:0:0:192.0.2.1',
    ]) {
      expect(limitKey(address)).toBe(key)
    }
    expect(limitKey('2001:db8:aa:2::1')).toBe('2001:db8:aa:2::/64')
    expect(limitKey('::1')).toBe('0:0:0:0::/64')
    expect(limitKey('fe80::1')).toBe('fe80:0:0:0::/64')
  })
  it('leaves text that is not an address as it is', () => {
    for (const text of ['1:2:3', '1::2::3', 'gggg::1', '1:2:3:4:5:6:7:8:9']) {
      expect(limitKey(text)).toBe(text)
    }
  })
})

describe('body limits by route class', () => {
  it('JSON to the API 64 KB, multipart above the 5 MB image rule', () => {
    expect(bodyLimit('/api/users/login', 'application/json')).toBe(MAX_JSON_BODY_BYTES)
    expect(bodyLimit('/api/contact/email?x=1', undefined)).toBe(64 * 1024)
    expect(bodyLimit('/api/media', 'multipart/form-data; boundary=x')).toBe(
      MAX_MULTIPART_BODY_BYTES,
    )
    expect(MAX_MULTIPART_BODY_BYTES).toBeGreaterThan(5 * 1024 * 1024)
  })
  it("the server's refusal uses the app's words", () => {
    expect(TOO_LARGE_MESSAGE).toBe(MESSAGES.request.tooLarge)
  })
})

describe('staff passwords', () => {
  it('need 10 characters and may not be a common one', () => {
    expect(staffPasswordError('123')).toBe(MESSAGES.password.tooShort)
    expect(staffPasswordError('password')).toBe(MESSAGES.password.tooShort)
    expect(staffPasswordError('Password123!')).toBe(MESSAGES.password.tooCommon)
    expect(staffPasswordError('qwertyuiop2024')).toBe(MESSAGES.password.tooCommon)
    expect(staffPasswordError('aaaaaaaaaaaa')).toBe(MESSAGES.password.tooCommon)
    expect(staffPasswordError('mango-harmattan-veranda')).toBeNull()
  })
})

describe('REST query limits', () => {
  const noDates = () => false
  it('accept what the admin and the site send', () => {
    expect(queryProblem({ page: '2', limit: '10', depth: '1' }, noDates)).toBeNull()
    expect(
      queryProblem(
        { where: { or: [{ name: { like: 'x' } }, { id: { in: ['a', 'b'] } }] } },
        noDates,
      ),
    ).toBeNull()
  })
  it('refuse what crashes a database query', () => {
    expect(queryProblem({ page: '99999999999999999999' }, noDates)).not.toBeNull()
    expect(queryProblem({ where: { name: { within: 'x' } } }, noDates)).not.toBeNull()
    expect(queryProblem({ where: { name: { equals: ['x'] } } }, noDates)).not.toBeNull()
    expect(
      queryProblem(
        { where: { createdAt: { greater_than: 'notadate' } } },
        (p) => p === 'createdAt',
      ),
    ).not.toBeNull()
  })
})
