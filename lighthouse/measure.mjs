// What lighthouse/run.mjs reads from one Lighthouse run: its report's figures and, from its trace,
// the CPU time of the page's main thread. Pure, so the CPU time's rule is unit-tested
// (tests/unit/core/lighthouseVerdict.test.ts) without a browser.

/**
 * The CPU time of the page's renderer main thread over the load, from Lighthouse's own trace: the
 * thread time of its top-level tasks from the navigation on, the tasks Lighthouse's main-thread
 * work adds up by their wall time. On a shared machine wall time also counts the moments the
 * thread waited for a core (the pages' loads spread by half within one run); thread time counts
 * only the work, so this figure tells whether a change took work off the page. Lighthouse has no
 * figure of its own for it: its main-thread work and bootup-time both add up wall time (`dur`),
 * multiplied by the simulated slowdown. The thread time is the trace's `tdur`, which Chromium
 * stamps on each task from the thread's own clock.
 */
export function mainThreadCpuMs(trace) {
  const events = trace?.traceEvents ?? []
  // The main frame's navigation is stamped on its renderer's main thread; with the house's
  // cross-origin opener policy the page gets a renderer of its own, so the last one is the page's.
  const navigation = events
    .filter((event) => event.name === 'navigationStart' && event.args?.data?.isLoadingMainFrame)
    .at(-1)
  if (!navigation) throw new Error('the trace holds no navigation of the main frame')
  const tasks = events
    .filter(
      (event) =>
        event.name === 'RunTask' &&
        event.ph === 'X' &&
        event.pid === navigation.pid &&
        event.tid === navigation.tid &&
        event.ts >= navigation.ts,
    )
    .sort((a, b) => a.ts - b.ts)
  let microseconds = 0
  let end = 0
  for (const task of tasks) {
    // A task run inside another (a nested loop) is already in its parent's time.
    if (task.ts < end) continue
    end = task.ts + task.dur
    microseconds += task.tdur ?? task.dur
  }
  return Math.round(microseconds / 1000)
}

/** The figures of one Lighthouse run that the run reports. */
export function measure(lhr, trace) {
  if (lhr.runtimeError)
    throw new Error(
      `Lighthouse could not measure ${lhr.finalDisplayedUrl}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`,
    )
  const scripts = lhr.audits['resource-summary']?.details?.items?.find(
    (item) => item.resourceType === 'script',
  )
  const images = lhr.audits['resource-summary']?.details?.items?.find(
    (item) => item.resourceType === 'image',
  )
  return {
    performance: Math.round(lhr.categories.performance.score * 100),
    mainThreadMs: Math.round(lhr.audits['mainthread-work-breakdown'].numericValue),
    mainThreadCpuMs: mainThreadCpuMs(trace),
    accessibility: Math.round(lhr.categories.accessibility.score * 100),
    bestPractices: Math.round(lhr.categories['best-practices'].score * 100),
    seo: Math.round(lhr.categories.seo.score * 100),
    lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
    cls: Number(lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
    tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
    transfer: Math.round(lhr.audits['total-byte-weight'].numericValue),
    javascript: scripts?.transferSize ?? 0,
    images: images?.transferSize ?? 0,
  }
}
