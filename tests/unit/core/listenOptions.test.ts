import { listenOptions } from '@server/listen-options.mjs'

describe('where npm start listens', () => {
  it('takes -p / --port and -H / --hostname as next start does, over PORT and HOSTNAME', () => {
    const env = { PORT: '3000', HOSTNAME: '0.0.0.0' }
    expect(listenOptions(['-p', '4000'], env)).toEqual({ port: 4000, hostname: '0.0.0.0' })
    expect(listenOptions(['--port', '4001', '-H', '127.0.0.1'], env)).toEqual({
      port: 4001,
      hostname: '127.0.0.1',
    })
    expect(listenOptions(['--port=4002', '--hostname=localhost'], env)).toEqual({
      port: 4002,
      hostname: 'localhost',
    })
  })

  it('falls back to PORT, then 3000, and to every interface', () => {
    expect(listenOptions([], { PORT: '3100' })).toEqual({ port: 3100, hostname: undefined })
    expect(listenOptions([], {})).toEqual({ port: 3000, hostname: undefined })
  })

  it('refuses what it cannot use instead of listening somewhere else', () => {
    expect(() => listenOptions(['-p'], {})).toThrow('-p needs a value')
    expect(() => listenOptions(['-p', 'abc'], {})).toThrow('got "abc"')
    expect(() => listenOptions(['--verbose'], {})).toThrow('Unknown option --verbose')
    expect(() => listenOptions([], { PORT: '70000' })).toThrow('got "70000"')
  })
})
