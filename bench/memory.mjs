import fs from 'node:fs'

/** Resident memory of a process and all its descendants, in bytes. */
export function treeRss(pid) {
  let total = 0
  const pids = [pid]
  while (pids.length) {
    const current = pids.pop()
    try {
      const status = fs.readFileSync(`/proc/${current}/status`, 'utf8')
      total += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024
      const children = fs.readFileSync(`/proc/${current}/task/${current}/children`, 'utf8').trim()
      if (children) pids.push(...children.split(/\s+/).map(Number))
    } catch {
      // the process ended between reads
    }
  }
  return total
}
