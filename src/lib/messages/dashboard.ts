export const dashboard = {
  fetchFailed: 'Failed to fetch dashboard data',
  range: 'Choose a start and an end date, at most a year apart',
} as const
