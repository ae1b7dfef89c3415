import type { Metadata } from 'next'

import { Seasons } from '@/components/admin/Seasons'
import { requireRoomsAdmin } from '@/data/currentAdmin'

export const metadata: Metadata = { title: 'Seasons' }

export default async function SeasonsPage() {
  await requireRoomsAdmin()
  return <Seasons />
}
