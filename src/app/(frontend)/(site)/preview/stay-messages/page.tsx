import type { Metadata } from 'next'
import { redirect } from 'next/navigation'

import { PreviewNotice } from '@/components/site/PreviewNotice'
import { MessagesPreview } from '@/components/site/Stay/MessagesPreview'
import { isStaffRequest } from '@/data/currentStaff'
import { readStayMessages } from '@/data/stay'

// The owner's latest words, for signed-in staff only: never cached, never indexed.
export const dynamic = 'force-dynamic'

export const metadata: Metadata = {
  title: 'Stay messages',
  robots: { index: false, follow: false },
}

/** The guests' messages at each moment of a stay, filled with a sample stay. */
export default async function StayMessagesPreview() {
  if (!(await isStaffRequest())) redirect('/sign-in')
  const { templates, house } = await readStayMessages()
  return (
    <>
      <PreviewNotice />
      <MessagesPreview templates={templates} house={house} />
    </>
  )
}
