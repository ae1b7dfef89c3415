import { afterEach, describe, expect, it } from '@jest/globals'
import { cleanup, render, screen, within } from '@testing-library/react'

import { HowToPay } from '@/components/site/Stay/HowToPay'
import { StayMoney } from '@/components/site/Stay/StayMoney'
import { howToPayOf } from '@/lib/money/howToPay'
import { stayMoney } from '@/lib/money/ledger'

/** Noon on 7 December 2026 in Ghana. */
const NOW = Date.UTC(2026, 11, 7, 12, 0)
const settings = {
  requestExpiryHours: 48,
  depositDaysBeforeArrival: 3,
  mobileMoneyNumbers: [
    { network: 'mtn', kind: 'merchant', number: '482913', accountName: 'Royal Palm Guest House' },
    { network: 'telecel', kind: 'personal', number: '020 765 4321', accountName: 'Kwame Mensah' },
  ],
}
const stay = {
  status: 'confirmed',
  checkIn: '2026-12-20T00:00:00.000Z',
  createdAt: '2026-12-07T09:15:00.000Z',
}
const deposit = { id: 'd', kind: 'deposit', amount: 45_000 }

/** The stay's money block and how to pay, as the guest's page puts them one under the other. */
function renderPage(
  money: ReturnType<typeof stayMoney>,
  facts = howToPayOf(stay, money, settings, NOW),
) {
  render(
    <>
      <StayMoney nightPrices={[]} money={money} payments={[]} />
      <HowToPay reference="RP-3YQB" balance={money.balance} {...facts} />
    </>,
  )
}

describe('how to pay, on the guest’s page', () => {
  afterEach(() => cleanup())

  it('a stay asking a 50% deposit shows it due by its day, the balance, the numbers and the reference', () => {
    renderPage(stayMoney(90_000, [deposit], 'confirmed'))
    expect(screen.getByTestId('stay-balance')).toHaveTextContent('Paid ₵0 · Balance ₵900')
    expect(screen.getByTestId('stay-deposit-due')).toHaveTextContent(
      'Deposit due ₵450 by Thu, 17 Dec 2026',
    )
    const how = screen.getByRole('region', { name: 'How to pay' })
    const numbers = within(how).getAllByTestId('pay-to')
    expect(numbers.map((row) => row.textContent)).toEqual([
      'MTN merchant ID 482913Account name: Royal Palm Guest House',
      'Telecel number 020 765 4321Account name: Kwame Mensah',
    ])
    expect(within(how).getByTestId('pay-reference')).toHaveTextContent(
      'Quote your reference RP-3YQB with the payment.',
    )
  })

  it('a deposit paid leaves the balance and the numbers, no deposit line', () => {
    const paid = { id: 'p', kind: 'payment', amount: 45_000 }
    renderPage(stayMoney(90_000, [deposit, paid], 'confirmed'))
    expect(screen.getByTestId('stay-balance')).toHaveTextContent('Paid ₵450 · Balance ₵450')
    expect(screen.queryByTestId('stay-deposit-due')).toBeNull()
    expect(screen.getAllByTestId('pay-to')).toHaveLength(2)
  })

  it('a deposit left unpaid past its day says so', () => {
    const money = stayMoney(90_000, [deposit], 'confirmed')
    renderPage(money, howToPayOf(stay, money, settings, Date.UTC(2026, 11, 18, 9)))
    expect(screen.getByTestId('stay-deposit-due')).toHaveTextContent(
      'Deposit due ₵450: it was due by Thu, 17 Dec 2026',
    )
  })

  it('a house with no numbers set tells the guest to pay on arrival or ask', () => {
    const money = stayMoney(90_000, [], 'confirmed')
    renderPage(money, howToPayOf(stay, money, {}, NOW))
    expect(screen.getByTestId('how-to-pay')).toHaveTextContent(
      'How to payPay on arrival, or ask us for mobile money details.',
    )
    expect(screen.queryByTestId('pay-reference')).toBeNull()
    cleanup()
    // With a deposit due before arrival, only asking will do.
    const asked = stayMoney(90_000, [deposit], 'confirmed')
    renderPage(asked, howToPayOf(stay, asked, {}, NOW))
    expect(screen.getByTestId('how-to-pay')).toHaveTextContent(
      'Deposit due ₵450 by Thu, 17 Dec 2026Ask us for mobile money details.',
    )
  })

  it('a stay paid in full shows nothing to pay and no way to pay', () => {
    renderPage(
      stayMoney(90_000, [deposit, { id: 'p', kind: 'payment', amount: 90_000 }], 'confirmed'),
    )
    expect(screen.getByTestId('stay-balance')).toHaveTextContent('Paid ₵900 · Nothing to pay')
    expect(screen.queryByTestId('how-to-pay')).toBeNull()
  })
})
