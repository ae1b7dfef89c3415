/** Why a guest visits, as the Immigration Service's return asks it. */
export const VISIT_PURPOSES = {
  holiday: 'Holiday',
  business: 'Business',
  family: 'Visiting family or friends',
  conference: 'Conference or training',
  transit: 'Transit',
  other: 'Other',
} as const
export type VisitPurpose = keyof typeof VISIT_PURPOSES

export function isVisitPurpose(value: unknown): value is VisitPurpose {
  return typeof value === 'string' && Object.hasOwn(VISIT_PURPOSES, value)
}
