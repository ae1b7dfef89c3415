import type { CollectionBeforeChangeHook, CollectionBeforeDeleteHook } from 'payload'

import { Refusal } from '@/http/refusal'
import { MESSAGES } from '@/lib/messages'

/**
 * A close is only ever added. Access refuses every door a request comes through; these hooks refuse
 * the server's own code too (the Local API skips access), admins included.
 */
export const keepCloses: {
  beforeChange: CollectionBeforeChangeHook
  beforeDelete: CollectionBeforeDeleteHook
} = {
  beforeChange: ({ operation, data }) => {
    if (operation !== 'create') throw new Refusal(MESSAGES.cashUp.closeFixed, 403)
    return data
  },
  beforeDelete: () => {
    throw new Refusal(MESSAGES.cashUp.closeFixed, 403)
  },
}
