'use client'

import type { DefaultCellComponentProps } from 'payload'

import { formatDate } from '@/lib/dates'

/** A day-only date in /cms's lists as the day itself (e.g. "10 Jun 2026"), in every time zone. */
export function StayDayCell({ cellData }: Pick<DefaultCellComponentProps, 'cellData'>) {
  return <span>{typeof cellData === 'string' && cellData ? formatDate(cellData) : ''}</span>
}
