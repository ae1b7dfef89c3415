// Replays the Dockerfile without a container engine: the image test installs the packages the way
// the deps stage does (from the files it copies alone), builds the standalone output the way the
// build stage does, then assembles the run stage from exactly what its `COPY --from=...` lines
// name, so a file the build context lacks or a path the build does not make fails here as it
// would in `docker build`.
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

/**
 * Files `docker build` sends as context: git's files minus .dockerignore. With `untracked`, files
 * not yet committed count too (a working copy); without, only what a clean clone has.
 *
 * @param {string} projectDir
 * @param {{ untracked?: boolean }} [options]
 */
export function contextFiles(projectDir, { untracked = true } = {}) {
  const listed = execFileSync(
    'git',
    ['ls-files', '-z', '--cached', ...(untracked ? ['--others', '--exclude-standard'] : [])],
    { cwd: projectDir, encoding: 'utf8' },
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
  const ignored = patterns.map((p) => new RegExp(`^${globToRegExp(p)}(/|$)`))
  return [...new Set(listed)].filter(
    (file) => fs.existsSync(path.join(projectDir, file)) && !ignored.some((re) => re.test(file)),
  )
}

function globToRegExp(pattern) {
  return pattern
    .replace(/^\.\//, '')
    .replace(/\/$/, '')
    .replace(/[.+^${}()|[\]\\]/g, '\\$&')
    .replace(/\*/g, '[^/]*')
    .replace(/\?/g, '[^/]')
}

/**
 * Every COPY and ADD of every stage, in order: `from` is the stage it copies from, or null for the
 * build context.
 *
 * @param {Stage[]} stages
 */
export function copySteps(stages) {
  return stages.flatMap((stage) =>
    stage.steps
      .filter((step) => step.instruction === 'COPY' || step.instruction === 'ADD')
      .map((step) => ({
        stage: stage.name,
        instruction: step.instruction,
        ...parseCopy(step.args),
      })),
  )
}

/**
 * The context files a COPY source names: '.' is all of them, a folder every file under it, a
 * file itself; `*` and `?` match within one path segment. Each comes with its path `inside` the
 * folder named (null for a file named itself). Empty when the context lacks the source, and
 * `docker build` then stops.
 *
 * @param {string} source
 * @param {string[]} files the build context, as contextFiles lists it
 * @returns {{ file: string, inside: string | null }[]}
 */
export function contextMatches(source, files) {
  const normalized = path.posix.normalize(source.replace(/^\/+/, '')).replace(/\/$/, '')
  if (normalized === '.') return files.map((file) => ({ file, inside: file }))
  const pattern = new RegExp(`^${globToRegExp(normalized)}(?:/(.+))?$`)
  return files.flatMap((file) => {
    const match = pattern.exec(file)
    return match ? [{ file, inside: match[1] ?? null }] : []
  })
}

/**
 * How this machine reaches the package registry (its extra CA certificates and proxies): a
 * `docker build` has the daemon's network instead. Without them the deps stage's `npm ci` cannot
 * fetch a package its cache lacks where TLS is intercepted.
 */
function networkEnv() {
  const names = ['NODE_EXTRA_CA_CERTS', 'SSL_CERT_FILE', 'SSL_CERT_DIR']
  const proxies = ['HTTP_PROXY', 'HTTPS_PROXY', 'NO_PROXY']
  return Object.fromEntries(
    [...names, ...proxies, ...proxies.map((name) => name.toLowerCase())]
      .filter((name) => process.env[name] !== undefined)
      .map((name) => [name, process.env[name]]),
  )
}

/**
 * npm takes a package its cache holds without first asking the registry whether the copy is
 * current. The lockfile names every package by exact version and integrity hash, and npm checks
 * that hash on the cached copy as on a download, so the same packages are installed either way;
 * only the round trips to the registry go (the project's own install has just filled the cache).
 * A package the cache lacks is still fetched.
 */
const PACKAGE_CACHE_ENV = { npm_config_prefer_offline: 'true' }

/**
 * Runs one stage in `stageDir` (standing for its WORKDIR), as `docker build` would:
 * - `COPY <source>... <dest>` copies from the build context (`contextFiles`, untracked files
 *   included); a source the context lacks throws, as `docker build` stops on it;
 * - `COPY --from=<stage> <path>/node_modules ...` hard-links that stage's node_modules from
 *   `builtStages` (80,000 files), or the project's own when that stage was not replayed;
 * - each RUN runs in `sh` with the stage's ENV on a clean environment (plus the machine's way to
 *   the registry, and npm told to prefer its cache: see PACKAGE_CACHE_ENV). Absolute /tmp paths
 *   in RUN lines are moved under `tmpDir` so that concurrent runs do not share files.
 *
 * @param {Stage} stage
 * @param {{ projectDir: string, stageDir: string, tmpDir: string,
 *   builtStages?: Record<string, { dir: string, workdir: string }>, log?: (line: string) => void }} options
 */
export function replayStage(
  stage,
  { projectDir, stageDir, tmpDir, builtStages = {}, log = () => {} },
) {
  fs.mkdirSync(stageDir, { recursive: true })
  fs.mkdirSync(tmpDir, { recursive: true })
  const context = contextFiles(projectDir)
  for (const step of stage.steps) {
    if (step.instruction === 'COPY') {
      const { from, sources, dest } = parseCopy(step.args)
      const target = destination(stageDir, stage, dest)
      if (from) {
        if (sources.length !== 1 || path.posix.basename(sources[0]) !== 'node_modules') {
          throw new Error(`Only node_modules can come from another stage here: ${step.args}`)
        }
        const built = builtStages[from]
        const source = built
          ? path.join(built.dir, path.posix.relative(built.workdir, sources[0]))
          : path.join(projectDir, 'node_modules')
        copyPath(source, target, { hardLink: true })
        continue
      }
      for (const source of sources) {
        const matched = contextMatches(source, context)
        if (matched.length === 0) {
          throw new Error(`COPY: ${source} is not in the build context (${step.args})`)
        }
        const intoFolder = dest.endsWith('/') || sources.length > 1
        for (const { file, inside } of matched) {
          // A folder's contents go into dest; a file goes into dest/ or becomes dest.
          const to = inside
            ? path.join(target, inside)
            : intoFolder
              ? path.join(target, path.posix.basename(file))
              : target
          fs.mkdirSync(path.dirname(to), { recursive: true })
          fs.copyFileSync(path.join(projectDir, file), to)
        }
      }
    } else if (step.instruction === 'RUN') {
      const command = step.args.replaceAll('/tmp/', `${tmpDir}/`)
      log(`RUN ${command}`)
      const result = spawnSync('sh', ['-c', command], {
        cwd: stageDir,
        env: {
          PATH: process.env.PATH,
          HOME: process.env.HOME,
          ...networkEnv(),
          ...PACKAGE_CACHE_ENV,
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
      throw new Error(`The ${stage.name} stage has a ${step.instruction} this replay does not know`)
    }
  }
}
