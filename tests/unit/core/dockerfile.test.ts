import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import {
  assembleRunStage,
  contextFiles,
  contextMatches,
  copySteps,
  parseDockerfile,
} from '../../helpers/dockerfile.mjs'

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

  it('matches a COPY source to the context as a file, a folder or a pattern', () => {
    const files = ['package.json', 'package-lock.json', 'src/app/page.tsx', 'src/lib/a.ts']
    expect(contextMatches('package.json', files)).toEqual([{ file: 'package.json', inside: null }])
    expect(contextMatches('./src/lib/', files)).toEqual([{ file: 'src/lib/a.ts', inside: 'a.ts' }])
    expect(contextMatches('package*.json', files).map((m) => m.file)).toEqual([
      'package.json',
      'package-lock.json',
    ])
    expect(contextMatches('.', files)).toHaveLength(4)
    expect(contextMatches('.npmrc', files)).toEqual([])
    expect(contextMatches('src/app/page', files)).toEqual([])
  })
})

describe("the repository's Dockerfile", () => {
  const stages = parseDockerfile(fs.readFileSync(path.join(root, 'Dockerfile'), 'utf8'))
  const copies = copySteps(stages)

  it('copies from the build context only files a clean clone has and .dockerignore keeps', () => {
    // What `docker build` gets from a fresh checkout: committed files, minus .dockerignore.
    const context = contextFiles(root, { untracked: false })
    const fromContext = copies.filter((copy) => copy.from === null)
    const sources = fromContext.flatMap((copy) => copy.sources)
    expect(sources).toContain('package-lock.json')
    expect(sources.filter((source) => contextMatches(source, context).length === 0)).toEqual([])
  })

  it('copies between stages only from a stage defined before, and the run stage only so', () => {
    const names = stages.map((stage) => stage.name)
    const fromStages = copies.filter((copy) => copy.from !== null)
    // Both kinds are checked: the build stage takes the deps stage's packages, the run stage the
    // build's output.
    expect([...new Set(fromStages.map((copy) => copy.stage))]).toEqual(['build', 'run'])
    expect.assertions(fromStages.length + 3)
    for (const copy of fromStages) {
      expect(names.slice(0, names.indexOf(copy.stage))).toContain(copy.from)
    }
    const run = stages.at(-1)!
    expect(run.cmd).toEqual(['node', 'server/start.mjs'])
    expect(copies.filter((copy) => copy.stage === run.name && copy.from === null)).toEqual([])
  })
})
