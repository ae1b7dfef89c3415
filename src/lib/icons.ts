/** Names of the icons the site can draw; editors pick one per facility, reason or category. */
export const ICON_NAMES = [
  'wifi',
  'parking',
  'room-service',
  'shield',
  'tv',
  'shower',
  'snowflake',
  'cooking',
  'medicine',
  'power',
  'laundry',
  'bar',
  'restaurant',
  'star',
  'bed',
  'crown',
  'map-pin',
  'clock',
  'heart',
  'sparkles',
  'users',
  'key',
  'sun',
  'moon',
  'music',
  'leaf',
] as const

export type IconName = (typeof ICON_NAMES)[number]

export const iconOptions = ICON_NAMES.map((value) => ({ label: value, value }))
