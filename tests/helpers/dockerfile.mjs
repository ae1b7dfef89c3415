// Replays the Dockerfile without a container engine: the image test builds the standalone output
// the way the build stage does, then assembles the run stage from exactly what its
// `COPY --from=...` lines name, so a path the image needs but the build does not make fails here
// as it would in `docker build`.
import { execFileSync, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

/**
 * @typedef {{ instruction: string, args: string }} Step
 * @typedef {{ name: string, from: string, workdir: string, env: Record<string, string>, steps: Step[], cmd: string[] | null }} Stage
 */

/** Stages of a Dockerfile in order, with their WORKDIR, ENV, steps and CMD (exec form only). */
export function parseDockerfile(text) {
  const lines = text
    .replace(/\\\r?\n/g, ' ')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
  /** @type {Stage[]} */
  const stages = []
  for (const line of lines) {
    const [, instruction, args] = /^(\w+)\s+(.*)$/.exec(line) ?? []
    if (!instruction) throw new Error(`Cannot read Dockerfile line: ${line}`)
    const upper = instruction.toUpperCase()
    if (upper === 'FROM') {
      const [, from, name] = /^(\S+)(?:\s+AS\s+(\S+))?$/i.exec(args) ?? []
      stages.push({
        name: name ?? String(stages.length),
        from,
        workdir: '/',
        env: {},
        steps: [],
        cmd: null,
      })
      continue
    }
    const stage = stages.at(-1)
    if (!stage) throw new Error(`${upper} before FROM`)
    if (upper === 'WORKDIR') stage.workdir = path.posix.resolve(stage.workdir, args)
    else if (upper === 'ENV') Object.assign(stage.env, parseEnv(args))
    else if (upper === 'CMD') {
      if (!args.startsWith('[')) throw new Error('CMD must be in exec form (a JSON array)')
      stage.cmd = JSON.parse(args)
    } else stage.steps.push({ instruction: upper, args })
  }
  return stages
}

function parseEnv(args) {
  /** @type {Record<string, string>} */
  const env = {}
  for (const [, key, value] of args.matchAll(/(\w+)=("[^"]*"|\S*)/g)) {
    env[key] = value.startsWith('"') ? value.slice(1, -1) : value
  }
  return env
}

/** `COPY [--from=x] [--chown=y] src... dest` → { from, sources, dest }. */
export function parseCopy(args) {
  const words = args.split(/\s+/)
  const flags = Object.fromEntries(
    words.filter((w) => w.startsWith('--')).map((w) => w.slice(2).split('=')),
  )
  const paths = words.filter((w) => !w.startsWith('--'))
  if (paths.length < 2) throw new Error(`COPY needs a source and a destination: ${args}`)
  return { from: flags.from ?? null, sources: paths.slice(0, -1), dest: paths.at(-1) }
}

/** Copies `source` (file or folder) as Docker does: a folder's contents go into `dest`. */
function copyPath(source, dest, { hardLink = false } = {}) {
  if (!fs.existsSync(source)) throw new Error(`COPY: ${source} does not exist`)
  fs.mkdirSync(path.dirname(dest), { recursive: true })
  if (hardLink) {
    // node_modules: 80,000 files, linked instead of copied (same file system).
    execFileSync('cp', ['-al', source, dest])
    return
  }
  fs.cpSync(source, dest, { recursive: true, verbatimSymlinks: true })
}

/** Where a COPY's `dest` lands on disk, for a stage whose WORKDIR is kept in `dir`. */
function destination(dir, stage, dest) {
  return path.join(dir, path.posix.relative(stage.workdir, path.posix.resolve(stage.workdir, dest)))
}

/**
 * Assembles the run stage in `runDir` (standing for its WORKDIR) from the stages it copies from.
 * Every source must exist: a missing one throws, as `docker build` fails.
 *
 * @param {Stage} stage
 * @param {Record<string, { name: string, dir: string, workdir: string }>} builtStages where each earlier
 *   stage's WORKDIR lives on disk
 * @param {string} runDir
 * @returns {string[]} the sources copied
 */
export function assembleRunStage(stage, builtStages, runDir) {
  fs.mkdirSync(runDir, { recursive: true })
  const copied = []
  for (const step of stage.steps) {
    if (step.instruction !== 'COPY') continue
    const { from, sources, dest } = parseCopy(step.args)
    if (!from) throw new Error(`The run stage copies from the build context: ${step.args}`)
    const built = builtStages[from]
    if (!built) throw new Error(`COPY --from=${from}: no such stage was built`)
    const target = destination(runDir, stage, dest)
    for (const source of sources) {
      const relative = path.posix.relative(built.workdir, path.posix.resolve(built.workdir, source))
      if (relative.startsWith('..')) throw new Error(`COPY source outside WORKDIR: ${source}`)
      const sourcePath = path.join(built.dir, relative)
      if (!fs.existsSync(sourcePath)) {
        throw new Error(`COPY --from=${built.name}: ${source} does not exist`)
      }
      const isFile = !fs.statSync(sourcePath).isDirectory()
      copyPath(
        sourcePath,
        isFile && dest.endsWith('/') ? path.join(target, path.basename(relative)) : target,
      )
      copied.push(source)
    }
  }
  return copied
}

/** Files `docker build` sends as context: git's files (tracked and new) minus .dockerignore. */
export function contextFiles(projectDir) {
  const listed = execFileSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    {
      cwd: projectDir,
      encoding: 'utf8',
    },
  )
    .split('\0')
    .filter(Boolean)
  const ignoreFile = path.join(projectDir, '.dockerignore')
  const patterns = fs.existsSync(ignoreFile)
    ? fs
        .readFileSync(ignoreFile, 'utf8')
        .split(/\r?\n/)
        .map((l) => l.trim())
        .filter((l) => l && !l.startsWith('#'))
    : []
  const ignored = patterns.map(
    (p) => new RegExp(`^${p.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}(/|$)`),
  )
  return [...new Set(listed)].filter(
    (file) => fs.existsSync(path.join(projectDir, file)) && !ignored.some((re) => re.test(file)),
  )
}

/**
 * Runs the build stage in `buildDir` (standing for its WORKDIR): `COPY --from=<deps stage>` of
 * node_modules hard-links the project's installed node_modules (the deps stage only runs
 * `npm install`), `COPY . .` copies the build context, and each RUN runs in `sh` with the stage's
 * ENV on a clean environment. Absolute /tmp paths in RUN lines are moved under `tmpDir` so that
 * concurrent runs do not share files.
 *
 * @param {Stage} stage
 * @param {{ projectDir: string, buildDir: string, tmpDir: string, log?: (line: string) => void }} options
 */
export function replayBuildStage(stage, { projectDir, buildDir, tmpDir, log = () => {} }) {
  fs.mkdirSync(buildDir, { recursive: true })
  fs.mkdirSync(tmpDir, { recursive: true })
  for (const step of stage.steps) {
    if (step.instruction === 'COPY') {
      const { from, sources, dest } = parseCopy(step.args)
      const target = destination(buildDir, stage, dest)
      if (from) {
        if (sources.length !== 1 || path.posix.basename(sources[0]) !== 'node_modules') {
          throw new Error(`Only node_modules can come from another stage here: ${step.args}`)
        }
        copyPath(path.join(projectDir, 'node_modules'), target, { hardLink: true })
      } else {
        if (sources.length !== 1 || sources[0] !== '.')
          throw new Error(`Unexpected COPY: ${step.args}`)
        for (const file of contextFiles(projectDir)) {
          fs.mkdirSync(path.dirname(path.join(target, file)), { recursive: true })
          fs.copyFileSync(path.join(projectDir, file), path.join(target, file))
        }
      }
    } else if (step.instruction === 'RUN') {
      const command = step.args.replaceAll('/tmp/', `${tmpDir}/`)
      log(`RUN ${command}`)
      const result = spawnSync('sh', ['-c', command], {
        cwd: buildDir,
        env: {
          PATH: process.env.PATH,
          HOME: process.env.HOME,
          ...stage.env,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
      })
      if (result.status !== 0) {
        throw new Error(
          `RUN failed (${result.status}): ${command}\n${result.stdout}\n${result.stderr}`,
        )
      }
    } else {
      throw new Error(`The build stage has a ${step.instruction} this replay does not know`)
    }
  }
}
