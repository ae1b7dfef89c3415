import type { ReactNode } from 'react'

import { formatDate } from '@/lib/dates'
import { month as TEXTS } from '@/lib/messages/month'
import { formatPesewas } from '@/lib/money/amounts'
import type { MonthData } from '@/lib/reports/month'
import { formatRatePercent } from '@/lib/taxes/rate'

const C = TEXTS.columns

/** A titled table that scrolls sideways on a narrow phone rather than squeezing its figures. */
function Section({
  title,
  testId,
  empty,
  head,
  children,
  foot,
}: {
  title: string
  testId: string
  /** Said instead of the table when it has no rows. */
  empty: string | null
  head: readonly string[]
  children: ReactNode
  foot?: ReactNode
}) {
  return (
    <section
      className="month-section rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200"
      data-testid={testId}
    >
      <h2 className="text-base font-semibold text-stone-900">{title}</h2>
      {empty ? (
        <p className="mt-2 text-sm text-stone-600">{empty}</p>
      ) : (
        <div className="mt-2 overflow-x-auto">
          <table className="w-full min-w-[20rem] text-sm">
            <thead>
              <tr className="border-b border-stone-200 text-stone-600">
                {head.map((heading, index) => (
                  <th
                    key={heading}
                    scope="col"
                    className={index === 0 ? 'py-1 text-left' : 'py-1 text-right'}
                  >
                    {heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-100">{children}</tbody>
            {foot && <tfoot className="border-t border-stone-300 font-semibold">{foot}</tfoot>}
          </table>
        </div>
      )}
    </section>
  )
}

const cell = 'py-1 text-right tabular-nums'

export function TaxesTable({ taxes }: { taxes: MonthData['taxes'] }) {
  return (
    <Section
      title={TEXTS.taxes}
      testId="month-taxes"
      empty={taxes.lines.length ? null : TEXTS.taxesNone}
      head={[C.tax, C.rate, C.base, C.amount]}
      foot={
        <>
          {taxes.byPayee.map(({ payee, amount }) => (
            <tr key={payee}>
              <th scope="row" colSpan={3} className="py-1 text-left">
                {TEXTS.payees[payee as keyof typeof TEXTS.payees]}
              </th>
              <td className={cell}>{formatPesewas(amount)}</td>
            </tr>
          ))}
          <tr>
            <th scope="row" colSpan={3} className="py-1 text-left">
              {TEXTS.taxTotal}
            </th>
            <td className={cell} data-testid="month-tax-total">
              {formatPesewas(taxes.total)}
            </td>
          </tr>
        </>
      }
    >
      {taxes.lines.map((line) => (
        <tr key={`${line.code}@${line.rateBasisPoints}`}>
          <th scope="row" className="py-1 text-left font-normal">
            {line.name}
            <span className="block text-xs text-stone-500">{TEXTS.payees[line.payee]}</span>
          </th>
          <td className={cell}>{formatRatePercent(line.rateBasisPoints)}</td>
          <td className={cell}>{formatPesewas(line.basePesewas)}</td>
          <td className={cell}>{formatPesewas(line.amountPesewas)}</td>
        </tr>
      ))}
    </Section>
  )
}

export function ChannelsTable({ channels }: { channels: MonthData['channels'] }) {
  return (
    <Section
      title={TEXTS.channels}
      testId="month-channels"
      empty={channels.length ? null : TEXTS.channelsNone}
      head={[C.channel, C.nights, C.revenue]}
    >
      {channels.map((channel) => (
        <tr key={channel.source}>
          <th scope="row" className="py-1 text-left font-normal">
            {channel.label}
          </th>
          <td className={cell}>{channel.nights}</td>
          <td className={cell}>{formatPesewas(channel.revenue)}</td>
        </tr>
      ))}
    </Section>
  )
}

export function OwingTable({ owing }: { owing: MonthData['owing'] }) {
  return (
    <Section
      title={TEXTS.owing}
      testId="month-owing"
      empty={owing.stays.length ? null : TEXTS.owingNone}
      head={[C.guest, C.left, C.owed]}
      foot={
        <tr>
          <th scope="row" colSpan={2} className="py-1 text-left">
            {TEXTS.owing}
          </th>
          <td className={cell}>{formatPesewas(owing.total)}</td>
        </tr>
      }
    >
      {owing.stays.map((stay) => (
        <tr key={stay.id}>
          <th scope="row" className="py-1 text-left font-normal">
            {stay.guestName}
            <span className="block text-xs text-stone-500">
              {stay.reference} · {stay.roomName}
            </span>
          </th>
          <td className={cell}>{formatDate(stay.checkOut)}</td>
          <td className={cell}>{formatPesewas(stay.balance)}</td>
        </tr>
      ))}
    </Section>
  )
}

export function StaffTable({ staff }: { staff: MonthData['staff'] }) {
  return (
    <Section
      title={TEXTS.staff}
      testId="month-staff"
      empty={staff.length ? null : TEXTS.staffNone}
      head={[C.staff, C.payments, C.refunds, C.net]}
    >
      {staff.map((person) => (
        <tr key={person.name}>
          <th scope="row" className="py-1 text-left font-normal">
            {person.name}
          </th>
          <td className={cell}>{formatPesewas(person.payments)}</td>
          <td className={cell}>{formatPesewas(person.refunds)}</td>
          <td className={cell}>{formatPesewas(person.net)}</td>
        </tr>
      ))}
    </Section>
  )
}
