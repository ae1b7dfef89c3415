import { formatPesewas } from '@/lib/money/amounts'

/**
 * The desk's refund of a payment made online, back the way it came (apart from the guest's texts
 * in `payOnline`, so none of these reach a guest's phone).
 */
export const refundOnline = {
  throughGateway: 'Back to the guest’s mobile money (paid online)',
  whichPayment: 'Payment it goes back to',
  left: (amount: string) => `up to ${amount}`,
  tooHigh: (left: number) =>
    `At most ${formatPesewas(left)} of this payment can go back to the guest`,
  send: 'Send the refund',
  sent: 'Refund sent back to the guest’s mobile money',
} as const
