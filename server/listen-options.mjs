// Where the production server listens, read the way `next start` reads it, so
// `npm start -- -p 4000` and `npm start -- --hostname 127.0.0.1` behave as they do there.
// A flag on the command line wins over PORT / HOSTNAME in the environment.

/**
 * @param {readonly string[]} argv the arguments after the script (process.argv.slice(2))
 * @param {Record<string, string | undefined>} environment
 * @returns {{ port: number, hostname: string | undefined }}
 */
export function listenOptions(argv, environment) {
  let portText = environment.PORT
  // All interfaces when no host is given, as `next start`; the Docker image sets 0.0.0.0.
  let hostname = environment.HOSTNAME || undefined
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]
    const [flag, inline] = arg.startsWith('--') ? splitOnce(arg, '=') : [arg, undefined]
    const value = () => {
      if (inline !== undefined) return inline
      const next = argv[++i]
      if (next === undefined || next.startsWith('-')) throw new Error(`${flag} needs a value`)
      return next
    }
    if (flag === '-p' || flag === '--port') portText = value()
    else if (flag === '-H' || flag === '--hostname') hostname = value()
    else throw new Error(`Unknown option ${arg}: use -p/--port <port> and -H/--hostname <host>`)
  }
  if (portText === undefined || portText.trim() === '') return { port: 3000, hostname }
  const port = Number(portText)
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`The port must be a number from 0 to 65535, got "${portText}"`)
  }
  return { port, hostname }
}

function splitOnce(text, separator) {
  const at = text.indexOf(separator)
  return at === -1 ? [text, undefined] : [text.slice(0, at), text.slice(at + 1)]
}
