import { formatPesewas } from '@/lib/money/amounts'

/** The balances owed by guests who have left: the list, and its figure on the dashboard and Today. */
export const owed = {
  title: 'Balances owed',
  subtitle: 'Guests who have left with money still due, the longest unpaid first',
  fetchFailed: 'Failed to load the balances owed',
  badPage: 'Choose a page: a whole number from 1',
  none: 'No guest who has left owes anything.',
  loading: 'Loading the balances owed...',
  figure: 'Owed by guests who left',
  figureNote: (count: number) =>
    count === 1 ? '1 stay checked out unpaid' : `${count} stays checked out unpaid`,
  seeList: 'See the balances owed',
  totalLine: (count: number, total: number) =>
    `${count === 1 ? '1 stay owes' : `${count} stays owe`} ${formatPesewas(total)} in all`,
  left: (day: string) => `Left ${day}`,
  sendBalance: 'WhatsApp the balance',
  sendBalanceLabel: (name: string) => `Send ${name} the balance-due message on WhatsApp`,
  call: (phone: string) => `Call ${phone}`,
  noPhone: 'No phone number',
  previous: 'Previous',
  next: 'Next',
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
} as const
