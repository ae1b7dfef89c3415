export type Step = { instruction: string; args: string }
export type Stage = {
  name: string
  from: string
  workdir: string
  env: Record<string, string>
  steps: Step[]
  cmd: string[] | null
}
export function parseDockerfile(text: string): Stage[]
export function parseCopy(args: string): { from: string | null; sources: string[]; dest: string }
export function assembleRunStage(
  stage: Stage,
  builtStages: Record<string, { name: string; dir: string; workdir: string }>,
  runDir: string,
): string[]
export function contextFiles(projectDir: string, options?: { untracked?: boolean }): string[]
export function copySteps(stages: Stage[]): Array<{
  stage: string
  instruction: string
  from: string | null
  sources: string[]
  dest: string
}>
export function contextMatches(
  source: string,
  files: string[],
): Array<{ file: string; inside: string | null }>
export function replayStage(
  stage: Stage,
  options: {
    projectDir: string
    stageDir: string
    tmpDir: string
    builtStages?: Record<string, { dir: string; workdir: string }>
    log?: (line: string) => void
  },
): void
