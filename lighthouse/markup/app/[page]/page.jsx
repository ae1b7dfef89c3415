import fs from 'node:fs'
import path from 'node:path'

import { Counter } from '../../../anchor/app/Counter'
import { htmlToReact } from '../../markup.mjs'

// Written by lighthouse/run.mjs: one file a page, named by `twinName`.
const BODIES = path.join(process.cwd(), 'bodies')

export const dynamicParams = false

export function generateStaticParams() {
  return fs
    .readdirSync(BODIES)
    .filter((file) => file.endsWith('.html'))
    .map((file) => ({ page: file.slice(0, -'.html'.length) }))
}

/** The page's markup as server components, and the bare page's one client component. */
export default async function Twin({ params }) {
  const { page } = await params
  const markup = fs.readFileSync(path.join(BODIES, `${page}.html`), 'utf8')
  return (
    <>
      {htmlToReact(markup)}
      <Counter />
    </>
  )
}
