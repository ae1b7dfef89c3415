import type { Metadata } from 'next'

import { CashUp } from '@/components/admin/Money/CashUp'

export const metadata: Metadata = { title: 'Cash-up' }

export default function CashUpPage() {
  return <CashUp />
}
