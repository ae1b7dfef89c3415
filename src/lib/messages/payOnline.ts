import { formatPesewas } from '@/lib/money/amounts'

/** Paying online: the guest's Pay button and what it says while the gateway answers. */
export const payOnline = {
  payDeposit: (amount: number) => `Pay deposit ${formatPesewas(amount)}`,
  payBalance: (amount: number) => `Pay balance ${formatPesewas(amount)}`,
  /** Under the button: how the guest pays, so they expect the prompt on their phone. */
  payHint: 'With mobile money (MTN, Telecel or AirtelTigo): you approve it on your phone.',
  opening: 'Opening the payment…',
  openFailed: 'Could not open the payment. Please try again or call us.',
  checking: 'Checking your payment…',
  received: (amount: number, receipt: string | null) =>
    `Payment received: ${formatPesewas(amount)}${receipt ? `, receipt ${receipt}` : ''}.`,
  failed: 'The payment did not go through. Nothing was taken: you can try again.',
  stillPending:
    'We have not heard from the gateway yet: it will show here once confirmed. If your phone says it was paid, there is nothing more to do.',
} as const
