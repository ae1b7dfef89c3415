// The address of the peer that opened the TCP connection, as the production server saw it.
// server/start.mjs overwrites this header on every request, so a value a client sends never
// reaches the app; only the server may vouch for where a request came from. Rate limits key on
// it (src/lib/clientAddress.ts), through X-Forwarded-For only when TRUSTED_PROXY_HOPS says a
// proxy in front of the app writes that header.
export const SOCKET_ADDRESS_HEADER = 'x-guesthouse-socket-address'

/** @param {import('node:http').IncomingMessage} req */
export function stampSocketAddress(req) {
  req.headers[SOCKET_ADDRESS_HEADER] = req.socket.remoteAddress ?? ''
}
