import type { Metadata } from 'next'
import { notFound, redirect } from 'next/navigation'

import { ExplorePage } from '@/components/site/ExplorePage'
import { HomePage } from '@/components/site/HomePage'
import { PolicyPage } from '@/components/site/PolicyPage'
import { POLICIES } from '@/components/site/PolicyPage/policies'
import { PreviewNotice } from '@/components/site/PreviewNotice'
import { draftReads } from '@/data/content'
import { isStaffRequest } from '@/data/currentStaff'
import { getHomeContent } from '@/data/home'
import { isPreviewPage } from '@/lib/preview'

// Drafts change with every autosave and only staff may see them: never cached, never indexed.
export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: 'Preview', robots: { index: false, follow: false } }

/** A public page with the editors' unpublished drafts, for signed-in staff only. */
export default async function PreviewPage({ params }: { params: Promise<{ page: string }> }) {
  const { page } = await params
  if (!isPreviewPage(page)) notFound()
  if (!(await isStaffRequest())) redirect('/sign-in')
  if (page === 'home') {
    return (
      <>
        <PreviewNotice page={page} />
        <HomePage content={await getHomeContent({ draft: true })} />
      </>
    )
  }
  if (page === 'privacy' || page === 'terms') {
    const [settings, policy] = [await draftReads.siteSettings(), POLICIES[page]]
    return (
      <>
        <PreviewNotice page={page} />
        <PolicyPage
          title={policy.title}
          subtitle={policy.subtitle}
          text={policy.text(settings)}
          lead={policy.lead(settings)}
          contact={policy.contact(settings)}
        />
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
      <PreviewNotice page={page} />
      <ExplorePage explore={explore} facilities={facilities} testimonials={testimonials} />
    </>
  )
}
