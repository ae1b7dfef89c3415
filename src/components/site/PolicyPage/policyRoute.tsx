import type { Metadata } from 'next'

import { getSiteSettings } from '@/data/content'
import { pageDetails, pageOpenGraph, pageShareImages } from '@/lib/seo'

import { PolicyPage } from '.'
import { POLICIES, type PolicyName } from './policies'

/** A policy page's metadata: the editor's title and description, or the policy's own. */
export async function policyMetadata(name: PolicyName): Promise<Metadata> {
  const settings = await getSiteSettings()
  const policy = POLICIES[name]
  const own = settings.pageDetails?.[name]
  const { title, description } = pageDetails(own, {
    title: policy.title,
    description: policy.description(settings.houseName),
  })
  return {
    title,
    description,
    alternates: { canonical: `/${name}` },
    openGraph: pageOpenGraph(settings.houseName, {
      title: `${title} · ${settings.houseName}`,
      description,
      url: `/${name}`,
      images: pageShareImages(name, own),
    }),
  }
}

/** A policy page as published: the site settings' text under the policy's headings. */
export async function PolicyRoute({ name }: { name: PolicyName }) {
  const settings = await getSiteSettings()
  const policy = POLICIES[name]
  return (
    <PolicyPage
      title={policy.title}
      subtitle={policy.subtitle}
      text={policy.text(settings)}
      lead={policy.lead(settings)}
      contact={policy.contact(settings)}
    />
  )
}
