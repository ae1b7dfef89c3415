import type { Metadata } from 'next'

import { RegisterBook } from '@/components/admin/GuestRegister/RegisterBook'

export const metadata: Metadata = { title: 'Guest register' }

export default function GuestRegisterPage() {
  return <RegisterBook />
}
