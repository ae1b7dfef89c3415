import type { IconName } from '@/lib/icons'

/** Icons guests' pages draw besides the ones editors pick. */
export type SiteIconName =
  | 'chevron-right'
  | 'menu'
  | 'close'
  | 'phone'
  | 'whatsapp'
  | 'mail'
  | 'share'
  | 'pause'
  | 'play'
  | 'calendar'
  | 'arrow-right'
  | 'facebook'
  | 'instagram'
  | 'x-social'
  | 'alert'

/** Icons only the staff portal draws. */
export type StaffIconName =
  | 'chevron-left'
  | 'check'
  | 'dashboard'
  | 'plus'
  | 'list'
  | 'content'
  | 'logout'
  | 'globe'
  | 'refresh'
  | 'edit'
  | 'trash'
  | 'eye'
  | 'eye-off'
  | 'image'
  | 'upload'
  | 'arrow-left'
  | 'search'
  | 'tag'
  | 'cash'
  | 'chart'
  | 'trophy'

/**
 * 24×24 stroke icons, keyed by the names editors choose from (src/lib/icons.ts) and the ones
 * guests' pages draw themselves. They reach the browser once a page, as the hidden symbols of
 * `IconSymbols` (./symbols.tsx); each icon only points at its shape, so no page's JavaScript
 * carries the shapes. The portal's own icons are apart (`STAFF_ICON_SHAPES`), so a guest's page
 * carries none of them.
 */
export const ICON_SHAPES: Record<IconName | SiteIconName, string> = {
  wifi: 'M5 12.5a10 10 0 0 1 14 0M8.5 16a5 5 0 0 1 7 0M2 9a15 15 0 0 1 20 0M12 19.5h.01',
  parking: 'M4 3h16v18H4zM9 17V7h4a3 3 0 0 1 0 6H9',
  'room-service': 'M3 18h18M5 18a7 7 0 0 1 14 0M12 8V6M10 6h4',
  shield: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6zM9 12l2 2 4-4',
  tv: 'M3 7h18v12H3zM8 3l4 4 4-4',
  shower: 'M4 20V8a4 4 0 0 1 8 0M9 8h6M10 12v.01M13 12v.01M16 12v.01M11 15v.01M14 15v.01M12 18v.01',
  snowflake: 'M12 2v20M4.9 6.5l14.2 11M4.9 17.5l14.2-11M9 4l3 2 3-2M9 20l3-2 3 2',
  cooking:
    'M4 11h16v2a7 7 0 0 1-7 7h-2a7 7 0 0 1-7-7zM8 8c0-2 2-2 2-4M12 8c0-2 2-2 2-4M2 11h2M20 11h2',
  medicine: 'M10.5 20.5l-7-7a5 5 0 0 1 7-7l7 7a5 5 0 0 1-7 7zM7 10l7 7',
  power: 'M13 2L4 14h7l-1 8 9-12h-7z',
  laundry: 'M4 3h16v18H4zM4 7h16M12 17a4 4 0 1 0 0-8 4 4 0 0 0 0 8M7 5h.01',
  bar: 'M5 3h14l-7 9zM12 12v8M8 21h8',
  restaurant: 'M5 2v8a2 2 0 0 0 4 0V2M7 10v12M17 2c-2 1-3 4-3 7h3v13',
  star: 'M12 2.5l2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5-4.8-4.6 6.6-.9z',
  bed: 'M2 18V6M2 12h20v6M22 18v-4a4 4 0 0 0-4-4h-8v2M6 10a2 2 0 1 0 0-.01',
  crown: 'M3 8l4 4 5-7 5 7 4-4-2 11H5zM5 21h14',
  'map-pin':
    'M12 22s7-6 7-12a7 7 0 0 0-14 0c0 6 7 12 7 12zM12 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5',
  clock: 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM12 6v6l4 2',
  heart: 'M12 20s-8-5-8-11a4.5 4.5 0 0 1 8-2.8A4.5 4.5 0 0 1 20 9c0 6-8 11-8 11z',
  sparkles:
    'M12 3l1.8 5.2L19 10l-5.2 1.8L12 17l-1.8-5.2L5 10l5.2-1.8zM19 16l.8 2.2L22 19l-2.2.8L19 22l-.8-2.2L16 19l2.2-.8z',
  users:
    'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21a7 7 0 0 1 14 0M16 3.5a4 4 0 0 1 0 7.5M18 14a7 7 0 0 1 4 7',
  key: 'M7.5 21a5.5 5.5 0 1 0 0-11 5.5 5.5 0 0 0 0 11zM11.5 11.5L21 2M16 7l3 3M18.5 4.5l2 2',
  sun: 'M12 17a5 5 0 1 0 0-10 5 5 0 0 0 0 10zM12 1v2M12 21v2M4.2 4.2l1.4 1.4M18.4 18.4l1.4 1.4M1 12h2M21 12h2M4.2 19.8l1.4-1.4M18.4 5.6l1.4-1.4',
  moon: 'M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z',
  music: 'M9 18V5l12-2v13M9 18a3 3 0 1 1-6 0 3 3 0 0 1 6 0zM21 16a3 3 0 1 1-6 0 3 3 0 0 1 6 0z',
  leaf: 'M11 20A7 7 0 0 1 4 13c0-6 6-10 16-10 0 10-4 16-9 17zM4 21c3-5 6-8 10-10',
  'chevron-right': 'M9 18l6-6-6-6',
  menu: 'M3 6h18M3 12h18M3 18h18',
  close: 'M18 6L6 18M6 6l12 12',
  phone:
    'M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1 1 .4 1.9.7 2.8a2 2 0 0 1-.5 2.1L8 9.9a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.8.7a2 2 0 0 1 1.7 2z',
  whatsapp:
    'M3 21l1.6-4.7A9 9 0 1 1 8 19.6zM9 8.5c0 3.5 3 6.5 6.5 6.5l1-1.5-2-1-1 1c-1 0-3-2-3-3l1-1-1-2z',
  mail: 'M3 5h18v14H3zM3 6l9 7 9-7',
  share:
    'M18 8a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM6 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM18 22a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM8.6 13.5l6.8 4M15.4 6.5l-6.8 4',
  pause: 'M7 4h3v16H7zM14 4h3v16h-3z',
  play: 'M6 4l14 8-14 8z',
  calendar: 'M3 5h18v16H3zM3 10h18M8 3v4M16 3v4',
  'arrow-right': 'M5 12h14M13 6l6 6-6 6',
  facebook: 'M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z',
  instagram: 'M3 3h18v18H3zM12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM17.5 6.5h.01',
  'x-social': 'M4 4l16 16M20 4L4 20',
  alert:
    'M12 9v4M12 17h.01M10.3 3.9L1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z',
}

/** The staff portal's own icons, drawn only on its pages (`StaffIconSymbols`, ./symbols.tsx). */
export const STAFF_ICON_SHAPES: Record<StaffIconName, string> = {
  'chevron-left': 'M15 18l-6-6 6-6',
  check: 'M20 6L9 17l-5-5',
  dashboard: 'M3 3h7v9H3zM14 3h7v5h-7zM14 12h7v9h-7zM3 16h7v5H3z',
  plus: 'M12 5v14M5 12h14',
  list: 'M8 6h13M8 12h13M8 18h13M3 6h.01M3 12h.01M3 18h.01',
  content: 'M4 4h16v16H4zM4 9h16M9 9v11',
  logout: 'M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4M16 17l5-5-5-5M21 12H9',
  globe:
    'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zM2 12h20M12 2a15 15 0 0 1 0 20M12 2a15 15 0 0 0 0 20',
  refresh: 'M21 12a9 9 0 1 1-3-6.7L21 8M21 3v5h-5',
  edit: 'M12 20h9M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4z',
  trash: 'M3 6h18M8 6V4h8v2M19 6l-1 14H6L5 6M10 11v6M14 11v6',
  eye: 'M1 12s4-8 11-8 11 8 11 8-4 8-11 8S1 12 1 12zM12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6z',
  'eye-off':
    'M17.9 17.9A10 10 0 0 1 12 20c-7 0-11-8-11-8a18 18 0 0 1 5-5.9M9.9 4.2A9 9 0 0 1 12 4c7 0 11 8 11 8a18 18 0 0 1-2.2 3.2M1 1l22 22M14.1 14.1a3 3 0 1 1-4.2-4.2',
  image: 'M3 3h18v18H3zM8.5 10a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3zM21 15l-5-5L5 21',
  upload: 'M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4M17 8l-5-5-5 5M12 3v12',
  'arrow-left': 'M19 12H5M12 19l-7-7 7-7',
  search: 'M11 19a8 8 0 1 0 0-16 8 8 0 0 0 0 16zM21 21l-4.3-4.3',
  tag: 'M20.6 13.4l-7.2 7.2a2 2 0 0 1-2.8 0L2 12V2h10l8.6 8.6a2 2 0 0 1 0 2.8zM7 7h.01',
  cash: 'M2 6h20v12H2zM12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM6 12h.01M18 12h.01',
  chart: 'M3 3v18h18M7 15l4-4 3 3 5-6',
  trophy: 'M8 21h8M12 17v4M7 4h10v5a5 5 0 0 1-10 0zM17 5h3v2a3 3 0 0 1-3 3M7 5H4v2a3 3 0 0 0 3 3',
}

/** Every icon there is: the portal's pages hold both sets of shapes, guests' pages the first. */
export type IconKey = IconName | SiteIconName | StaffIconName
