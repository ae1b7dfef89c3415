'use client'

import type { DefaultCellComponentProps } from 'payload'

import { formatPesewas } from '@/lib/money/amounts'

/** An amount kept in whole pesewas, shown in /cms's lists as staff read money: in cedis. */
export function PesewasCell({ cellData }: Pick<DefaultCellComponentProps, 'cellData'>) {
  return <span>{typeof cellData === 'number' ? formatPesewas(cellData) : ''}</span>
}
