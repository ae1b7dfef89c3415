import { afterEach, describe, expect, it } from '@jest/globals'
import { cleanup, render, screen, within } from '@testing-library/react'

import { StayMoney } from '@/components/site/Stay/StayMoney'
import { stayMoney } from '@/lib/money/ledger'
import { parseAmount } from '@/lib/money/amounts'

const nightPrices = [
  { night: '2026-11-21', price: 30_000 },
  { night: '2026-11-22', price: 30_050 },
]

/** The price table's lines above its total, each read back in pesewas (an adjustment signed). */
function linesAbovePrice(): number[] {
  const table = screen.getByRole('table', { name: 'Price night by night' })
  const rows = within(table).getAllByRole('row')
  return rows.slice(0, -1).map((row) => {
    const text = within(row).getByRole('cell').textContent ?? ''
    const amount = parseAmount(text.replace(/^[+-]/, '')) ?? Number.NaN
    return text.startsWith('-') ? -amount : amount
  })
}

describe('the price on the guest’s page', () => {
  afterEach(() => cleanup())

  it.each([
    ['below the nights', 55_000, '-₵50.50'],
    ['above the nights', 65_000, '+₵49.50'],
  ])(
    'a price agreed %s gets the invoice’s adjustment line, and the lines add up to it',
    (_, price, adjustment) => {
      render(
        <StayMoney
          nightPrices={nightPrices}
          money={stayMoney(price, [], 'confirmed')}
          payments={[]}
        />,
      )
      expect(screen.getByTestId('price-adjustment')).toHaveTextContent(
        `Adjustment to the agreed price${adjustment}`,
      )
      const lines = linesAbovePrice()
      expect(lines).toHaveLength(3)
      expect(lines.reduce((sum, amount) => sum + amount, 0)).toBe(price)
    },
  )

  it('nights that add up to the price need no adjustment', () => {
    render(
      <StayMoney
        nightPrices={nightPrices}
        money={stayMoney(60_050, [], 'confirmed')}
        payments={[]}
      />,
    )
    expect(screen.queryByTestId('price-adjustment')).toBeNull()
    expect(linesAbovePrice()).toEqual([30_000, 30_050])
  })
})

describe('the extras on the guest’s page', () => {
  afterEach(() => cleanup())

  it('lists each extra still charged, and the balance counts it', () => {
    const charge = { id: 'c1', kind: 'charge', amount: 5000, quantity: 2, description: 'Club beer' }
    const money = stayMoney(
      60_050,
      [{ id: 'p1', kind: 'payment', amount: 60_050 }, charge],
      'checked-in',
    )
    render(
      <StayMoney
        nightPrices={nightPrices}
        money={money}
        payments={[]}
        extras={[
          {
            id: 'c1',
            description: 'Club beer',
            quantity: 2,
            unitPrice: 2500,
            amount: 5000,
            taxable: true,
            day: '2026-11-22',
            reason: null,
            reversal: null,
          },
        ]}
      />,
    )
    expect(screen.getByTestId('stay-extra')).toHaveTextContent('Club beer × 2')
    expect(screen.getByTestId('stay-extra')).toHaveTextContent('₵50')
    expect(screen.getByTestId('stay-balance')).toHaveTextContent('Paid ₵600.50 · Balance ₵50')
    // The price table still adds up to the price of the stay alone.
    expect(linesAbovePrice()).toEqual([30_000, 30_050])
  })
})
