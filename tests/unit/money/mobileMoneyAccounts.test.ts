import { describe, expect, it } from '@jest/globals'

import {
  accountLine,
  howToPaySentence,
  MOBILE_MONEY_ACCOUNTS_MAX,
  mobileMoneyAccountProblem,
  mobileMoneyAccountsOf,
  mobileMoneyNumberProblem,
} from '@/lib/money/mobileMoneyAccounts'
import { howToPay as howToPayText } from '@/lib/messages/howToPay'

const merchant = {
  network: 'mtn',
  kind: 'merchant',
  number: '482913',
  accountName: 'Royal Palm Guest House',
}
const personal = {
  network: 'telecel',
  kind: 'personal',
  number: '020 765 4321',
  accountName: 'Kwame Mensah',
}

describe('the house’s mobile-money numbers', () => {
  it('takes a Ghana phone number as a personal number, and nothing else', () => {
    expect(mobileMoneyNumberProblem('personal', '020 765 4321')).toBeNull()
    expect(mobileMoneyNumberProblem('personal', '+233 24 123 4567')).toBeNull()
    for (const bad of ['482913', '011 123 4567', '024 123 456', '', null]) {
      expect(mobileMoneyNumberProblem('personal', bad)).toBe(howToPayText.numberPersonal)
    }
    expect.assertions(7)
  })

  it('takes a merchant ID as its digits, 4 to 12 of them', () => {
    expect(mobileMoneyNumberProblem('merchant', '482913')).toBeNull()
    expect(mobileMoneyNumberProblem('merchant', '48 29 13')).toBeNull()
    const message = howToPayText.numberMerchant(4, 12)
    for (const bad of ['123', '1234567890123', 'MTN-48291', '024-123-4567', '']) {
      expect(mobileMoneyNumberProblem('merchant', bad)).toBe(message)
    }
    expect.assertions(7)
  })

  it('asks for the network, the kind and the account name', () => {
    expect(mobileMoneyAccountProblem(merchant)).toBeNull()
    expect(mobileMoneyAccountProblem({ ...merchant, network: 'vodafone' })).toBe(
      howToPayText.networkRequired,
    )
    expect(mobileMoneyAccountProblem({ ...merchant, kind: 'till' })).toBe(howToPayText.kindRequired)
    expect(mobileMoneyAccountProblem({ ...merchant, accountName: '  ' })).toBe(
      howToPayText.nameRequired,
    )
    expect(mobileMoneyAccountProblem({ ...merchant, accountName: 'x'.repeat(61) })).toBe(
      howToPayText.nameRequired,
    )
  })

  it('lists the numbers a guest can pay to, in the owner’s order, at most six', () => {
    const rows = [personal, { ...merchant, number: 'bad' }, merchant]
    expect(mobileMoneyAccountsOf(rows)).toEqual([personal, merchant])
    expect(mobileMoneyAccountsOf(null)).toEqual([])
    expect(mobileMoneyAccountsOf(Array(9).fill(merchant))).toHaveLength(MOBILE_MONEY_ACCOUNTS_MAX)
  })

  it('reads each number as a guest dials it', () => {
    const [mtn, telecel] = mobileMoneyAccountsOf([merchant, personal])
    expect(accountLine(mtn)).toBe('MTN merchant ID 482913')
    expect(accountLine(telecel)).toBe('Telecel number 020 765 4321')
  })

  it('says how to pay in one sentence with the reference, or to ask when no number is set', () => {
    expect(howToPaySentence(mobileMoneyAccountsOf([merchant, personal]), 'RP-3YQB')).toBe(
      'Pay by mobile money to MTN merchant ID 482913 (Royal Palm Guest House) or Telecel number 020 765 4321 (Kwame Mensah), quoting your reference RP-3YQB.',
    )
    expect(howToPaySentence([], 'RP-3YQB')).toBe(
      'Pay on arrival, or ask us for mobile money details.',
    )
    // A deposit due before arrival cannot wait for it.
    expect(howToPaySentence([], 'RP-3YQB', true)).toBe('Ask us for mobile money details.')
  })
})
