import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/** The Local API: public pages read the database in-process, never over HTTP. */
export function payloadClient(): Promise<Payload> {
  return getPayload({ config })
}
