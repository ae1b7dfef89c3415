import { taxTotals, type InvoiceTaxes } from './documentLines'

/**
 * One invoice for a group's rooms: each room's lines in the order the rooms were chosen, a night
 * named by its room so two rooms' same night read apart, each tax summed over every room, and
 * the totals the rooms' totals added up.
 */
export function groupInvoiceTaxes(
  rooms: readonly { room: string; taxes: InvoiceTaxes }[],
): InvoiceTaxes {
  const lines = rooms.flatMap(({ room, taxes }) =>
    taxes.lines.map((line) => (line.kind === 'room' ? { ...line, description: room } : line)),
  )
  const sum = (pick: (taxes: InvoiceTaxes) => number) =>
    rooms.reduce((total, { taxes }) => total + pick(taxes), 0)
  return {
    lines,
    taxes: taxTotals(lines),
    netPesewas: sum((taxes) => taxes.netPesewas),
    taxPesewas: sum((taxes) => taxes.taxPesewas),
    grossPesewas: sum((taxes) => taxes.grossPesewas),
  }
}
