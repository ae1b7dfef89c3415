import type { Field, Tab } from 'payload'

import { todayInGhana } from '@/lib/dates'
import { indicativePrices as indicativeText } from '@/lib/messages/indicativePrices'
import {
  FOREIGN_CURRENCIES,
  FOREIGN_CURRENCY_NAMES,
  FOREIGN_CURRENCY_SYMBOLS,
  isRate,
  type ForeignCurrency,
} from '@/lib/money/indicativePrices'

import { adminsOnly } from './adminsOnly'

type RatesData = (Partial<Record<ForeignCurrency, unknown>> & { setOn?: string | null }) | undefined

const sameRates = (next: RatesData, previous: RatesData) =>
  FOREIGN_CURRENCIES.every(
    (currency) => (next?.[currency] ?? null) === (previous?.[currency] ?? null),
  )

const rateField = (currency: ForeignCurrency): Field => ({
  name: currency,
  label: indicativeText.rateLabel(FOREIGN_CURRENCY_NAMES[currency]),
  type: 'number',
  access: adminsOnly,
  // Empty hides the currency; anything else is a whole number of pesewas above zero.
  validate: (value: unknown) => value == null || isRate(value) || indicativeText.rateNotPositive,
  admin: { step: 1, description: indicativeText.rateHelp(FOREIGN_CURRENCY_SYMBOLS[currency]) },
})

/**
 * The owner's rates for showing prices in pounds, dollars and euros. Guests read the day beside
 * the prices, so it is stamped whenever a rate changes rather than left for someone to remember.
 */
export const indicativeRatesTab: Tab = {
  label: indicativeText.tabLabel,
  description: indicativeText.tabDescription,
  fields: [
    {
      name: 'indicativeRates',
      type: 'group',
      label: false,
      access: adminsOnly,
      fields: [
        { type: 'row', fields: FOREIGN_CURRENCIES.map(rateField) },
        {
          name: 'setOn',
          label: indicativeText.setOnLabel,
          type: 'date',
          access: adminsOnly,
          admin: {
            readOnly: true,
            date: { pickerAppearance: 'dayOnly' },
            description: indicativeText.setOnHelp,
          },
          hooks: {
            beforeChange: [
              ({ siblingData, previousSiblingDoc }) => {
                const next = siblingData as RatesData
                const previous = previousSiblingDoc as RatesData
                if (FOREIGN_CURRENCIES.every((currency) => next?.[currency] == null)) return null
                if (previous?.setOn && sameRates(next, previous)) return previous.setOn
                return `${todayInGhana()}T00:00:00.000Z`
              },
            ],
          },
        },
      ],
    },
  ],
}
