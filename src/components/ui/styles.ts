/**
 * Class names for buttons and inputs, for links and buttons alike. The public site is round and
 * roomy; the staff portal is square and dense so tables and forms fit a phone.
 */
const siteButton =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-6 py-3 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60'

export const buttonPrimary = `${siteButton} bg-brand-600 text-white hover:bg-brand-700 focus-visible:outline-brand-600`
export const buttonLight = `${siteButton} bg-white text-brand-900 hover:bg-brand-50 focus-visible:outline-white`
export const buttonOutlineLight = `${siteButton} border-2 border-white text-white hover:bg-white/15 focus-visible:outline-white`
export const buttonOutline = `${siteButton} border-2 border-brand-600 text-brand-700 hover:bg-brand-50 focus-visible:outline-brand-600`
export const buttonWhatsapp = `${siteButton} bg-green-700 text-white hover:bg-green-800 focus-visible:outline-green-700`

const portalButton =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-4 text-sm font-semibold disabled:cursor-not-allowed disabled:opacity-60'

export const buttonClass = {
  primary: `${portalButton} bg-brand-700 text-white hover:bg-brand-900`,
  secondary: `${portalButton} border border-stone-300 bg-white text-stone-800 hover:bg-stone-50`,
  danger: `${portalButton} bg-red-700 text-white hover:bg-red-800`,
} as const

/** A link inside the site's text (a guest's stay page, their documents' toolbar). */
export const textLink = 'font-semibold text-brand-700 underline'

/** Inputs mark themselves red through aria-invalid, so a field's error needs no extra class. */
export const inputBase =
  'block w-full rounded-lg border border-stone-300 bg-white px-3 py-2.5 text-stone-900 shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none disabled:bg-stone-100 aria-invalid:border-red-600'

/** The portal's inputs; the caller adds the border colour, red while the field has an error. */
export const portalInput =
  'mt-1 block w-full rounded-lg border px-3 py-2.5 text-base outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-100 disabled:bg-stone-100'
