/* Payload's admin panel at /cms, as its blank template generates it, titled with the house's name. */
import type { Metadata } from 'next'

import config from '@payload-config'
import { NotFoundPage } from '@payloadcms/next/views'

import { cmsPageMetadata } from '@/components/cms/pageMetadata'

import { importMap } from '../importMap'

type Args = {
  params: Promise<{
    segments: string[]
  }>
  searchParams: Promise<{
    [key: string]: string | string[]
  }>
}

export const generateMetadata = ({ params, searchParams }: Args): Promise<Metadata> =>
  cmsPageMetadata({ config, params, searchParams })

const NotFound = ({ params, searchParams }: Args) =>
  NotFoundPage({ config, params, searchParams, importMap })

export default NotFound
