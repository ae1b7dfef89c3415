import type { Metadata } from 'next'

import { BalancesOwed } from '@/components/admin/Money/Owed'

export const metadata: Metadata = { title: 'Balances owed' }

export default function OwedPage() {
  return <BalancesOwed />
}
