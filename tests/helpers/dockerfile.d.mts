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
export function contextFiles(projectDir: string): string[]
export function replayBuildStage(
  stage: Stage,
  options: { projectDir: string; buildDir: string; tmpDir: string; log?: (line: string) => void },
): void
