import fs from 'node:fs'
import path from 'node:path'

// The house's built stylesheet, copied here by lighthouse/run.mjs before it builds the twins.
import './site.css'

export const metadata = { title: 'Markup twin', description: 'A page of the house as plain markup' }

// The attributes the house's pages give <html> and <body> (its language, the body's classes),
// written beside the bodies by lighthouse/run.mjs.
const DOCUMENT = JSON.parse(
  fs.readFileSync(path.join(process.cwd(), 'bodies/document.json'), 'utf8'),
)

export default function RootLayout({ children }) {
  return (
    <html {...DOCUMENT.html}>
      <body {...DOCUMENT.body}>{children}</body>
    </html>
  )
}
