import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { assembleRunStage, parseDockerfile } from '../../helpers/dockerfile.mjs'

const root = path.resolve(import.meta.dirname, '../../..')

const dockerfile = `
FROM node:22 AS build
WORKDIR /app
RUN echo build
FROM node:22 AS run
WORKDIR /app
ENV NODE_ENV=production PORT=3000
COPY --from=build --chown=app:app /app/out ./
COPY --from=build /app/server ./server
CMD ["node", "server/start.mjs"]
`

describe('Dockerfile replay', () => {
  let tmp: string
  beforeEach(() => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'dockerfile-unit-'))
  })
  afterEach(() => fs.rmSync(tmp, { recursive: true, force: true }))

  it('reads stages, WORKDIR, ENV and the exec-form CMD', () => {
    const [build, run] = parseDockerfile(dockerfile)
    expect(build.name).toBe('build')
    expect(run.workdir).toBe('/app')
    expect(run.env).toEqual({ NODE_ENV: 'production', PORT: '3000' })
    expect(run.cmd).toEqual(['node', 'server/start.mjs'])
  })

  it('copies what the run stage names, a folder as its contents', () => {
    const [, run] = parseDockerfile(dockerfile)
    fs.mkdirSync(path.join(tmp, 'build/out/.next'), { recursive: true })
    fs.writeFileSync(path.join(tmp, 'build/out/.next/BUILD_ID'), 'x')
    fs.mkdirSync(path.join(tmp, 'build/server'))
    fs.writeFileSync(path.join(tmp, 'build/server/start.mjs'), '')
    const copied = assembleRunStage(
      run,
      { build: { name: 'build', dir: path.join(tmp, 'build'), workdir: '/app' } },
      path.join(tmp, 'run'),
    )
    expect(copied).toEqual(['/app/out', '/app/server'])
    expect(fs.existsSync(path.join(tmp, 'run/.next/BUILD_ID'))).toBe(true)
    expect(fs.existsSync(path.join(tmp, 'run/server/start.mjs'))).toBe(true)
  })

  it('fails, as docker build does, when a COPY names a path the build did not make', () => {
    const [, run] = parseDockerfile(dockerfile)
    fs.mkdirSync(path.join(tmp, 'build/out'), { recursive: true })
    expect(() =>
      assembleRunStage(
        run,
        { build: { name: 'build', dir: path.join(tmp, 'build'), workdir: '/app' } },
        path.join(tmp, 'run'),
      ),
    ).toThrow('COPY --from=build: /app/server does not exist')
  })

  it("the repository's Dockerfile copies only paths a clean clone or its build has", () => {
    const stages = parseDockerfile(fs.readFileSync(path.join(root, 'Dockerfile'), 'utf8'))
    const run = stages.at(-1)!
    expect(run.cmd).toEqual(['node', 'server/start.mjs'])
    // Sources outside the build output (.next) must be in the repository itself.
    for (const step of run.steps.filter((s) => s.instruction === 'COPY')) {
      const source = step.args.split(/\s+/).filter((w) => !w.startsWith('--'))[0]
      const relative = path.posix.relative('/app', source)
      if (!relative.startsWith('.next')) expect(fs.existsSync(path.join(root, relative))).toBe(true)
    }
  })
})
