/** Prices in pounds, dollars and euros: a guide for guests abroad, never what is charged. */
export const indicativePrices = {
  /** e.g. "≈ £23 · $29 · €27, indicative, at rates of 1 Dec 2026" */
  line: (amounts: readonly string[], setOn: string) =>
    `≈ ${amounts.join(' · ')}, indicative, at rates of ${setOn}`,
  tabLabel: 'Foreign currencies',
  tabDescription:
    'Rates for showing room prices also in pounds, dollars and euros on the rooms pages and the booking form, marked as indicative. Guests always pay in cedis: these never reach an invoice or the books. Leave a rate empty to hide that currency; leave all three empty to hide the line.',
  rateLabel: (currency: string) => `Cedis for one ${currency} (pesewas)`,
  rateHelp: (symbol: string) =>
    `In pesewas: 1580 means ${symbol}1 costs ₵15.80. Empty hides this currency.`,
  setOnLabel: 'Rates set on',
  setOnHelp: 'Set by itself to today whenever a rate changes; guests see it beside the prices.',
  rateNotPositive: 'Enter the rate as a whole number of pesewas above 0, e.g. 1580 for ₵15.80.',
} as const
