import { describe, expect, it } from '@jest/globals'

import {
  pageChecks,
  STAY_PAGE,
  TARGETS,
  updatedBudget,
  verdict,
  verdictLines,
} from '../../../lighthouse/verdict.mjs'
import { mainThreadCpuMs } from '../../../lighthouse/measure.mjs'

// `npm run lighthouse` exits 0 only when every page costs at most 1.2 times its markup twin (the
// same body with none of the house's scripts) in main-thread work and in CPU time, weighs no more
// than its committed budget, and keeps its accessibility, SEO and layout targets.

const budget = {
  measuredAt: '2026-12-07T15:00:00.000Z',
  commit: 'abc1234',
  pages: {
    '/': { transfer: 166_000, javascript: 125_000 },
    [STAY_PAGE]: { transfer: 153_000, javascript: 126_000 },
  },
}

/** A page's medians that meet every target; `change` sets the figures a case is about. */
const row = (change: Partial<Parameters<typeof pageChecks>[0]> = {}) => ({
  page: '/',
  mainThreadMs: 1200,
  mainThreadCpuMs: 130,
  twin: { mainThreadMs: 1100, mainThreadCpuMs: 118 },
  twinMainThreadRatio: 1.09,
  twinMainThreadCpuRatio: 1.1,
  transfer: 166_000,
  javascript: 125_000,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  cls: 0,
  performance: 99,
  first: { performance: 98 },
  ...change,
})

describe("the Lighthouse run's verdict", () => {
  it('passes a page at 1.2 times its twin and fails it just above, for main thread and CPU', () => {
    expect(
      verdict([row({ twinMainThreadRatio: 1.2, twinMainThreadCpuRatio: 1.2 })], budget),
    ).toEqual(expect.objectContaining({ met: true }))
    const overWork = verdict([row({ twinMainThreadRatio: 1.21 })], budget)
    expect(overWork.met).toBe(false)
    expect(overWork.pages[0].misses).toEqual(['mainThread'])
    const overCpu = verdict([row({ twinMainThreadCpuRatio: 1.21 })], budget)
    expect(overCpu.met).toBe(false)
    expect(overCpu.pages[0].misses).toEqual(['cpu'])
  })

  it('holds bytes to the budget plus its tolerance, and fails a page with no budget', () => {
    const limit = budget.pages['/'].transfer + TARGETS.bytesTolerance
    expect(pageChecks(row({ transfer: limit }), budget).transfer).toBe(true)
    expect(pageChecks(row({ transfer: limit + 1 }), budget).transfer).toBe(false)
    const heavierScripts = row({
      javascript: budget.pages['/'].javascript + TARGETS.bytesTolerance + 1,
    })
    expect(verdict([heavierScripts], budget).pages[0].misses).toEqual(['javascript'])
    expect(verdict([row({ page: '/rooms' })], budget).pages[0].misses).toEqual([
      'transfer',
      'javascript',
    ])
  })

  it('judges no page by its ratio to the bare page or its score, and lets a stay page ask not to be indexed', () => {
    const heavyAgainstBare = { ...row(), mainThreadRatio: 1.8, tbtRatio: 3, lcpRatio: 2.5 }
    expect(verdict([heavyAgainstBare], budget).met).toBe(true)
    // Nor by its performance score, which follows the machine's load.
    expect(verdict([row({ performance: 97, first: { performance: 84 } })], budget).met).toBe(true)
    const stay = row({ page: STAY_PAGE, seo: 66, transfer: 153_000, javascript: 126_000 })
    expect(verdict([stay], budget).met).toBe(true)
    expect(verdict([row({ seo: 66 })], budget).pages[0].misses).toEqual(['seo'])
  })

  it('fails the run when one page of several misses, and when no page was measured', () => {
    const judged = verdict([row(), row({ page: STAY_PAGE, twinMainThreadCpuRatio: 1.3 })], budget)
    expect(judged.pages.map((page) => page.met)).toEqual([true, false])
    expect(judged.met).toBe(false)
    expect(verdict([], budget).met).toBe(false)
  })

  it('prints met yes or NO on each line, and names each miss', () => {
    const stay = row({ page: STAY_PAGE, transfer: 153_000, javascript: 126_000 })
    const rows = [row(), { ...stay, seo: 66, twinMainThreadCpuRatio: 1.3 }]
    const lines = verdictLines(rows, budget, verdict(rows, budget))
    expect(lines[2]).toMatch(/^\| \/ \| 1\.09× \(1200 \/ 1100 ms\) \| 1\.1× .* \| yes \|$/)
    expect(lines[3]).toMatch(/\| 1\.3× \(130 \/ 118 ms\) ✗ \|.* \| NO \|$/)
    expect(lines.at(-1)).toBe(`- ${STAY_PAGE}: cpu`)
  })

  it("updates the measured pages' bytes and keeps the others' on a deliberate update", () => {
    const stamp = { measuredAt: '2026-12-08T10:00:00.000Z', commit: 'def5678' }
    const updated = updatedBudget([row({ transfer: 170_000, javascript: 128_000 })], budget, stamp)
    expect(updated).toEqual({
      ...stamp,
      pages: {
        '/': { transfer: 170_000, javascript: 128_000 },
        [STAY_PAGE]: budget.pages[STAY_PAGE],
      },
    })
  })
})

describe("a page's CPU time, read from its Lighthouse trace", () => {
  const navigation = (pid: number, ts: number) => ({
    name: 'navigationStart',
    ph: 'R',
    pid,
    tid: 1,
    ts,
    args: { data: { isLoadingMainFrame: true } },
  })
  const task = (pid: number, ts: number, dur: number, tdur?: number, tid = 1) => ({
    name: 'RunTask',
    ph: 'X',
    pid,
    tid,
    ts,
    dur,
    tdur,
  })

  it("adds up the thread time of the page's top-level tasks from its navigation on", () => {
    const traceEvents = [
      // The first renderer, left for the page's own under the house's opener policy.
      navigation(7, 0),
      task(7, 10, 50_000, 40_000),
      navigation(9, 1_000),
      // Before the navigation, and on another thread of the page's process: not the page's.
      task(9, 500, 9_000, 9_000),
      task(9, 2_000, 9_000, 9_000, 2),
      task(9, 2_000, 30_000, 12_000),
      // A task nested in the one above is already in its time.
      task(9, 3_000, 5_000, 4_000),
      task(9, 40_000, 20_000, 8_000),
      // A task with no thread time of its own counts its wall time.
      task(9, 70_000, 3_000),
    ]
    expect(mainThreadCpuMs({ traceEvents })).toBe(23)
  })

  it('refuses a trace with no navigation of the main frame', () => {
    expect(() => mainThreadCpuMs({ traceEvents: [task(9, 0, 1_000, 1_000)] })).toThrow(
      'the trace holds no navigation of the main frame',
    )
  })
})
