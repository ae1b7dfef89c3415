import { howToPay as howToPayText } from '@/lib/messages/howToPay'
import { depositLine } from '@/lib/money/depositDeadline'
import type { HowToPayFacts } from '@/lib/money/howToPay'
import { accountLine } from '@/lib/money/mobileMoneyAccounts'

/**
 * How to pay what is due on a stay, on its page and its invoice: the deposit still due and by
 * when, then each of the house's mobile-money numbers (merchant ID or personal number, per
 * network, with the account name the guest sees when approving) and the reference to quote, so
 * the payment finds its stay. Nothing when nothing is due.
 */
export function HowToPay({
  reference,
  balance,
  deposit,
  accounts,
}: HowToPayFacts & { reference: string; balance: number }) {
  if (balance <= 0 && !deposit) return null
  return (
    <section aria-labelledby="how-to-pay" className="space-y-2" data-testid="how-to-pay">
      <h2 id="how-to-pay" className="text-lg font-semibold">
        {howToPayText.heading}
      </h2>
      {deposit && (
        <p className="font-semibold" data-testid="stay-deposit-due">
          {depositLine(deposit)}
        </p>
      )}
      {accounts.length ? (
        <>
          <p>{howToPayText.byMobileMoney}</p>
          <ul className="space-y-1" aria-label={howToPayText.byMobileMoney}>
            {accounts.map((account) => (
              <li
                key={`${account.network}-${account.number}`}
                className="border-b border-stone-100 py-1"
                data-testid="pay-to"
              >
                <span className="font-semibold">{accountLine(account)}</span>
                <br />
                <span className="text-stone-700">
                  {howToPayText.accountName(account.accountName)}
                </span>
              </li>
            ))}
          </ul>
          <p data-testid="pay-reference">{howToPayText.quoteReference(reference)}</p>
        </>
      ) : (
        // A deposit due before arrival cannot wait for it.
        <p>{deposit ? howToPayText.askForNumbers : howToPayText.noNumbers}</p>
      )}
    </section>
  )
}
