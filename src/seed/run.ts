import config from '@payload-config'
import { getPayload } from 'payload'

import { seedIfEmpty } from './index'

// `npm run seed`: fills an empty database and exits. Safe to run again.
const payload = await getPayload({ config })
await seedIfEmpty(payload)
payload.logger.info('Seed finished')
process.exit(0)
