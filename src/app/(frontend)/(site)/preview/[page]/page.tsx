import type { Metadata } from 'next'
import { notFound, redirect } from 'next/navigation'

import { ExplorePage } from '@/components/site/ExplorePage'
import { HomePage } from '@/components/site/HomePage'
import { PreviewNotice } from '@/components/site/PreviewNotice'
import { draftReads } from '@/data/content'
import { isStaffRequest } from '@/data/currentStaff'
import { getHomeContent } from '@/data/home'

// Drafts change with every autosave and only staff may see them: never cached, never indexed.
export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: 'Preview', robots: { index: false, follow: false } }

/** The home or Explore page with the editors' unpublished drafts, for signed-in staff only. */
export default async function PreviewPage({ params }: { params: Promise<{ page: string }> }) {
  const { page } = await params
  if (page !== 'home' && page !== 'explore') notFound()
  if (!(await isStaffRequest())) redirect('/sign-in')
  if (page === 'home') {
    return (
      <>
        <PreviewNotice />
        <HomePage content={await getHomeContent({ draft: true })} />
      </>
    )
  }
  const [explore, facilities, testimonials] = await Promise.all([
    draftReads.explore(),
    draftReads.facilities('explore'),
    draftReads.testimonials('explore'),
  ])
  return (
    <>
      <PreviewNotice />
      <ExplorePage explore={explore} facilities={facilities} testimonials={testimonials} />
    </>
  )
}
