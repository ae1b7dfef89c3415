import {
  ValidationError,
  type CollectionBeforeChangeHook,
  type CollectionBeforeDeleteHook,
  type PayloadRequest,
} from 'payload'

import { validateTaxRules, type TaxRuleInput } from '@/lib/taxes/validate'
import type { Tax } from '@/payload-types'

import { readTaxRows, taxRuleInput } from './taxRules'

/**
 * Refuses a list that cannot be charged, with the messages of `validateTaxRules`: the row being
 * saved goes last, so a period it overlaps is named on it. An issue of another row (one whose base
 * names the code this save renames or removes) is refused too: the list must stay whole.
 */
function refuseIssues(list: TaxRuleInput[], savedIndex: number | null, req: PayloadRequest) {
  const issues = validateTaxRules(list)
  if (!issues.length) return
  const errors = issues.map((issue) => {
    if (issue.index !== savedIndex) {
      return { path: 'code', message: `${list[issue.index]?.code ?? ''}: ${issue.message}` }
    }
    // The rule reads the rate as basis points; the form's field is the rate as typed.
    const path = issue.field === 'rateBasisPoints' ? 'rate' : issue.field
    return { path, message: issue.message }
  })
  throw new ValidationError({ collection: 'taxes', errors }, req.t)
}

export const checkWholeList: CollectionBeforeChangeHook<Tax> = async ({
  data,
  originalDoc,
  operation,
  req,
}) => {
  const saved = { ...(operation === 'update' ? originalDoc : {}), ...data } as Tax
  const others = (await readTaxRows(req)).filter(
    (row) => operation !== 'update' || String(row.id) !== String(originalDoc?.id),
  )
  const list = [...others.map(taxRuleInput), taxRuleInput(saved)]
  refuseIssues(list, list.length - 1, req)
  return data
}

export const checkWholeListWithout: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const rest = (await readTaxRows(req)).filter((row) => String(row.id) !== String(id))
  refuseIssues(rest.map(taxRuleInput), null, req)
}
