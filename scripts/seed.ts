import { payloadClient } from '@/data/payload'
import { env } from '@/lib/env'

import { seedDemoContent } from '@/seed'

// `npm run seed`: starts Payload once, which applies the start-up rules of src/seed/onStart.ts (the
// first admin, demo content where SEED_DEMO allows it), and exits. With SEED_DEMO=true
// (`npm run seed:demo`) it also fills every empty collection with the demo content, in
// production too: asking for it by name is the only way demo content reaches a production
// database after its first start. Safe to run again.
const payload = await payloadClient()
if (env.seedDemo) await seedDemoContent(payload)
payload.logger.info('Seed finished')
process.exit(0)
