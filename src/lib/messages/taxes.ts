/** The list of taxes admins keep (each tax's code, rate, period and base) and the house's tax details. */
export const taxes = {
  codeRequired: 'Give the tax a short code in capitals, e.g. NHIL',
  nameRequired: 'Name the tax as invoices show it, e.g. National Health Insurance Levy',
  rateRange: 'Enter a rate above 0% and at most 100%, with at most two decimals (2.5)',
  fromRequired: 'Choose the first day the rate is in force',
  toNotADay: 'Choose the last day the rate is in force, or leave it empty while no end is known',
  toBeforeFrom: 'The last day cannot be before the first day',
  appliesToRequired: 'Choose what the tax applies to: rooms, extras or both',
  vatRegistrationRequired: 'Say whether only a VAT-registered house charges this tax',
  overlap: (code: string, from: string, to: string | null) =>
    `${code} already has a rate in force from ${from} ${to ? `to ${to}` : 'with no end'}: end one period before the other starts`,
  baseUnknown: (code: string) => `The base names ${code}, which is not in the list of taxes`,
  baseItself: 'A tax cannot be part of its own base',
  baseTwice: (code: string) => `The base names ${code} twice`,
  baseCycle: (path: string) => `These taxes are each in the other's base: ${path}`,
  tinShape:
    'Enter the house’s TIN as the Ghana Revenue Authority issued it: 11 characters, a letter (P, C, G, Q or V) and 10 digits, e.g. C0001234567, or a Ghana Card PIN, e.g. GHA-123456789-0',
  taxesAdded:
    'Prices shown are before taxes: VAT, its levies and the tourism levy are added to the total.',
} as const
