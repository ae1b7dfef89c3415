'use client'

import { useRowLabel } from '@payloadcms/ui'

/**
 * An array row in /cms named by what it holds ("24/7 Front Desk", "Bar hours") rather than
 * "Highlight 01", so an editor finds the row to change without opening each one.
 */
export function RowLabel({ field, fallback }: { field: string; fallback: string }) {
  const { data, rowNumber } = useRowLabel<Record<string, unknown>>()
  const value = data?.[field]
  const text = typeof value === 'string' ? value.trim() : ''
  return <span>{text || `${fallback} ${String((rowNumber ?? 0) + 1).padStart(2, '0')}`}</span>
}
