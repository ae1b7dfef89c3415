/** Button looks shared by links and buttons across the public pages. */
export const buttonBase =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-6 py-3 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60'

export const buttonPrimary = `${buttonBase} bg-brand-600 text-white hover:bg-brand-700 focus-visible:outline-brand-600`
export const buttonLight = `${buttonBase} bg-white text-brand-900 hover:bg-brand-50 focus-visible:outline-white`
export const buttonOutlineLight = `${buttonBase} border-2 border-white text-white hover:bg-white/15 focus-visible:outline-white`
export const buttonOutline = `${buttonBase} border-2 border-brand-600 text-brand-700 hover:bg-brand-50 focus-visible:outline-brand-600`
export const buttonWhatsapp = `${buttonBase} bg-green-700 text-white hover:bg-green-800 focus-visible:outline-green-700`

export const inputBase =
  'block w-full rounded-lg border border-stone-300 bg-white px-3 py-2.5 text-stone-900 shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none disabled:bg-stone-100 aria-invalid:border-red-600'
