// Serves the bare anchor page the way server/start.mjs serves the house's pages: the same
// server/page-server.mjs, so the page's policy gets its scripts' hashes, the page is compressed
// and the scripts go out as their brotli twins. `node lighthouse/anchor/server.mjs <port> [app]`:
// the app folder is this one unless named (the pages' markup twins, `lighthouse/markup`).
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { createPageServer } from '../../server/page-server.mjs'

process.env.NODE_ENV = 'production'
const dir = path.resolve(process.argv[3] ?? path.dirname(fileURLToPath(import.meta.url)))
const port = Number(process.argv[2])
if (!Number.isInteger(port) || port <= 0) throw new Error('usage: node server.mjs <port> [app]')

const server = await createPageServer({ dir, distName: '.next', port })
server.listen(port, () => console.log(`Ready on http://localhost:${port}: ${dir}`))
for (const signal of ['SIGTERM', 'SIGINT']) process.once(signal, () => process.exit(0))
