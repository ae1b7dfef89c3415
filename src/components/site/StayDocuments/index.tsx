import type { ReactNode } from 'react'

import type { StayDocuments } from '@/data/invoiceAndReceipts'
import { moneyLine } from '@/lib/money/ledger'
import type { DocumentLine, Paper } from '@/lib/money/documentLines'
import { cn } from '@/lib/cn'
import { formatStayDate } from '@/lib/dates'
import { stayDocuments as stayDocumentsText } from '@/lib/messages/stayDocuments'
import { formatPesewas } from '@/lib/money/amounts'
import { writtenInternationalPhone } from '@/lib/phone'

import { HowToPay } from '../Stay/HowToPay'
import { InvoiceLines, TaxSummary } from './InvoiceLines'

export { DocumentTools } from './DocumentTools'

const row = 'flex justify-between gap-3 py-0.5'

function Sheet({
  paper,
  title,
  number,
  children,
  house,
}: {
  paper: Paper
  title: string
  number: string
  house: StayDocuments['house']
  children: ReactNode
}) {
  return (
    <article
      className={cn(
        'stay-document mx-auto space-y-4 bg-white p-4 text-stone-900',
        paper === '80mm' ? 'paper-80mm max-w-[80mm] text-sm' : 'paper-a4 max-w-3xl sm:p-8',
      )}
      data-paper={paper}
      data-testid="stay-document"
    >
      <header className="space-y-0.5 border-b border-stone-300 pb-2">
        <p className="text-lg font-bold">{house.name}</p>
        {house.address && <p>{house.address}</p>}
        {house.landmark && <p className="text-stone-700">{house.landmark}</p>}
        {house.phones.length > 0 && (
          <p>Tel. {house.phones.map(writtenInternationalPhone).join(' · ')}</p>
        )}
        {house.email && <p>{house.email}</p>}
        {house.tin && <p data-testid="house-tin">{stayDocumentsText.tin(house.tin)}</p>}
        {house.tourismLicence && (
          <p data-testid="house-licence">
            {stayDocumentsText.tourismLicence(house.tourismLicence)}
          </p>
        )}
      </header>
      <h1 className="text-xl font-bold">
        {title}{' '}
        <span className="font-mono" data-testid="document-number">
          {number}
        </span>
      </h1>
      {children}
    </article>
  )
}

function Facts({ items }: { items: Array<[string, ReactNode]> }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5">
      {items.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-stone-600">{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}

const nightsText = (count: number) => `${count} ${count === 1 ? 'night' : 'nights'}`

function stayFacts(documents: StayDocuments): Array<[string, ReactNode]> {
  const { guest } = documents
  return [
    ['Guest', guest.name],
    ...(guest.phone ? [['Phone', guest.phone] as [string, ReactNode]] : []),
    ...(guest.email ? [['Email', guest.email] as [string, ReactNode]] : []),
    [
      'Stay',
      <span key="ref" className="font-mono">
        {documents.reference}
      </span>,
    ],
    ['Room', documents.room],
    [
      'Dates',
      `${formatStayDate(documents.checkIn)} → ${formatStayDate(documents.checkOut)} · ${nightsText(documents.nights)}`,
    ],
  ]
}

function lineMethod(line: DocumentLine): string {
  return [line.method, line.network].filter(Boolean).join(' ')
}

/** One payment or refund: struck through, with the reversal's day and reason, once undone. */
function MoneyLine({ line }: { line: DocumentLine }) {
  const reversed = Boolean(line.reversal)
  return (
    <li className="border-b border-stone-200 py-1" data-testid="document-line">
      <div className={row}>
        <span className={cn(reversed && 'line-through')}>
          <span className="font-mono">{line.receipt}</span> ·{' '}
          {line.kind === 'refund' ? 'Refund' : 'Payment'} · {formatStayDate(line.day)}
        </span>
        <span className={cn('font-semibold', reversed && 'line-through')}>
          {formatPesewas(line.amount)}
        </span>
      </div>
      <p className={cn('text-stone-700', reversed && 'line-through')}>
        {lineMethod(line)}
        {line.transactionId && (
          <>
            {' '}
            · Transaction ID <span className="font-mono break-all">{line.transactionId}</span>
          </>
        )}
      </p>
      {line.reason && <p className="text-stone-700">Reason: {line.reason}</p>}
      {line.reversal && (
        <p className="font-semibold" data-testid="line-reversed">
          {stayDocumentsText.reversed(formatStayDate(line.reversal.day), line.reversal.reason)}
        </p>
      )}
    </li>
  )
}

/** The stay's totals, straight from its money by the ledger's rules. */
function Totals({ money }: { money: StayDocuments['money'] }) {
  return (
    <section aria-label="Totals" className="space-y-0.5 border-t-2 border-stone-900 pt-2">
      <p className={row}>
        <span>Price of the stay</span>
        <span data-testid="document-price">{formatPesewas(money.price)}</span>
      </p>
      {money.charges !== 0 && (
        <p className={row}>
          <span>{stayDocumentsText.extrasTotal}</span>
          <span data-testid="document-extras">{formatPesewas(money.charges)}</span>
        </p>
      )}
      <p className={row}>
        <span>Paid</span>
        <span data-testid="document-paid">{formatPesewas(money.paid)}</span>
      </p>
      {money.refunded !== 0 && (
        <p className={row}>
          <span>Refunded</span>
          <span data-testid="document-refunded">{formatPesewas(-money.refunded)}</span>
        </p>
      )}
      <p className={row}>
        <span>Received</span>
        <span data-testid="document-received">{formatPesewas(money.received)}</span>
      </p>
      <p className={cn(row, 'text-base font-bold')} data-testid="document-balance">
        {moneyLine(money)}
      </p>
    </section>
  )
}

/**
 * The stay's invoice: who, when, each night and charge with its net and taxes, each tax with its
 * rate and base, every payment and refund, and what is left.
 */
export function Invoice({ documents, paper }: { documents: StayDocuments; paper: Paper }) {
  return (
    <Sheet paper={paper} title="Invoice" number={documents.invoiceNumber} house={documents.house}>
      <Facts items={[['Issued', formatStayDate(documents.issued)], ...stayFacts(documents)]} />
      <InvoiceLines documents={documents} />
      <TaxSummary taxes={documents.taxes} />
      <section aria-labelledby="invoice-payments">
        <h2 id="invoice-payments" className="font-semibold">
          Payments and refunds
        </h2>
        {documents.lines.length ? (
          <ul>
            {documents.lines.map((line) => (
              <MoneyLine key={line.receipt} line={line} />
            ))}
          </ul>
        ) : (
          <p className="text-stone-700">None yet.</p>
        )}
      </section>
      <Totals money={documents.money} />
      <HowToPay
        reference={documents.reference}
        balance={documents.money.balance}
        {...documents.howToPay}
      />
    </Sheet>
  )
}

/** One payment's or refund's receipt, with where the stay's money stands now. */
export function Receipt({
  documents,
  line,
  paper,
}: {
  documents: StayDocuments
  line: DocumentLine
  paper: Paper
}) {
  const refund = line.kind === 'refund'
  return (
    <Sheet
      paper={paper}
      title={refund ? 'Refund receipt' : 'Receipt'}
      number={line.receipt}
      house={documents.house}
    >
      <Facts
        items={[
          ['Date', formatStayDate(line.day)],
          [
            'Invoice',
            <span key="inv" className="font-mono">
              {documents.invoiceNumber}
            </span>,
          ],
          ...stayFacts(documents),
        ]}
      />
      <section aria-label={refund ? 'Refunded' : 'Received'} className="space-y-0.5">
        <p className={cn(row, 'text-base font-bold')}>
          <span>{refund ? 'Refunded' : 'Received'}</span>
          <span className={cn(line.reversal && 'line-through')} data-testid="receipt-amount">
            {formatPesewas(Math.abs(line.amount))}
          </span>
        </p>
        <Facts
          items={[
            ['Method', lineMethod(line)],
            ...(line.transactionId
              ? [
                  [
                    'Transaction ID',
                    <span key="tx" className="font-mono break-all">
                      {line.transactionId}
                    </span>,
                  ] as [string, ReactNode],
                ]
              : []),
            ...(line.reason ? [['Reason', line.reason] as [string, ReactNode]] : []),
          ]}
        />
        {line.reversal && (
          <p className="font-semibold" data-testid="line-reversed">
            {stayDocumentsText.reversed(formatStayDate(line.reversal.day), line.reversal.reason)}
          </p>
        )}
      </section>
      <TaxSummary taxes={documents.taxes} />
      <Totals money={documents.money} />
      <p className="text-center text-stone-700">Thank you for staying with us.</p>
    </Sheet>
  )
}
