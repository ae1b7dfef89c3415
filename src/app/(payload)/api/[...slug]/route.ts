/* Payload's REST API and the spec's contract endpoints, as Payload's blank template generates it,
   each method wrapped by guardRest (query and form checks, cache headers for private answers). */
import config from '@payload-config'
import '@payloadcms/next/css'
import {
  REST_DELETE,
  REST_GET,
  REST_OPTIONS,
  REST_PATCH,
  REST_POST,
  REST_PUT,
} from '@payloadcms/next/routes'

import { headAsGet } from '@/http/head'
import { guardRest } from '@/http/restGuard'

export const GET = guardRest(config, REST_GET(config))
export const HEAD = headAsGet(GET)
export const POST = guardRest(config, REST_POST(config))
export const DELETE = guardRest(config, REST_DELETE(config))
export const PATCH = guardRest(config, REST_PATCH(config))
export const PUT = guardRest(config, REST_PUT(config))
export const OPTIONS = REST_OPTIONS(config)
