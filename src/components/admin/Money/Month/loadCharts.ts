/**
 * The chart library, fetched only when the owner's month draws its charts: a chunk of its own that
 * no guest page, and no other portal page, ever loads.
 */
export const loadCharts = () => import('chartist')
