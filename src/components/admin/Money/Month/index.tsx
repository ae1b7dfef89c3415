'use client'

import { useState } from 'react'
import useSWR from 'swr'

import { buttonClass } from '@/components/ui/styles'
import { Icon } from '@/components/ui/Icon'
import { API } from '@/lib/apiRoutes'
import { todayInGhana } from '@/lib/dates'
import { month as TEXTS } from '@/lib/messages/month'
import { formatPesewas } from '@/lib/money/amounts'
import type { MonthData } from '@/lib/reports/month'
import { monthLabel, monthOf, shiftMonth } from '@/lib/reports/monthRange'

import { swrFetcher } from '@/components/admin/api'
import { PageTitle } from '@/components/admin/PageTitle'
import { StatCard } from '../Dashboard/StatCard'
import { MonthCharts } from './Charts'
import { ChannelsTable, OwingTable, StaffTable, TaxesTable } from './Tables'

const fetchMonth = swrFetcher<MonthData>(TEXTS.fetchFailed)

/**
 * The owner's month: its figures, taxes, channels, balances owed, staff and charts, a month at a
 * time (this month first), with its CSV and a print view (the controls and sidebar are left out,
 * every chart's figures print as a table).
 */
export function Month() {
  const [month, setMonth] = useState(() => monthOf(todayInGhana()))
  const { data, error, isLoading } = useSWR(API.month(month), fetchMonth, {
    keepPreviousData: true,
    revalidateOnFocus: false,
  })

  const controls = (
    <div className="flex flex-wrap items-center gap-2 print:hidden">
      <button
        type="button"
        onClick={() => setMonth(shiftMonth(month, -1))}
        className={buttonClass.secondary}
        aria-label={TEXTS.previous}
      >
        <Icon name="chevron-left" className="h-4 w-4" />
      </button>
      <span className="min-w-36 text-center font-semibold" aria-live="polite">
        {monthLabel(month)}
      </span>
      <button
        type="button"
        onClick={() => setMonth(shiftMonth(month, 1))}
        className={buttonClass.secondary}
        aria-label={TEXTS.next}
      >
        <Icon name="chevron-right" className="h-4 w-4" />
      </button>
      <a href={API.month(month, true)} download className={buttonClass.secondary}>
        {TEXTS.downloadCsv}
      </a>
      <button type="button" onClick={() => window.print()} className={buttonClass.secondary}>
        {TEXTS.print}
      </button>
    </div>
  )
  const title = (
    <PageTitle
      title={`${TEXTS.title}: ${monthLabel(month)}`}
      subtitle={TEXTS.subtitle}
      actions={controls}
    />
  )

  if (!data) {
    return (
      <div>
        {title}
        {error ? (
          <p
            role="alert"
            className="rounded-xl border border-red-200 bg-red-50 p-8 text-center text-red-800"
          >
            {(error as Error).message || TEXTS.fetchFailed}
          </p>
        ) : (
          isLoading && (
            <p role="status" className="rounded-xl bg-white p-10 text-center text-stone-600">
              {TEXTS.loading}
            </p>
          )
        )}
      </div>
    )
  }

  return (
    <div className="month-page space-y-4" aria-busy={isLoading}>
      {title}
      {error && (
        <p
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
        >
          {(error as Error).message || TEXTS.fetchFailed}
        </p>
      )}
      <div className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 xl:grid-cols-4">
        <StatCard
          testId="month-room-revenue"
          label={TEXTS.roomRevenue}
          value={formatPesewas(data.roomRevenue)}
          icon="bed"
          note={`${data.nightsSold} ${TEXTS.columns.nights.toLowerCase()}`}
        />
        <StatCard
          testId="month-extras-revenue"
          label={TEXTS.extrasRevenue}
          value={formatPesewas(data.extrasRevenue)}
          icon="bar"
          note={TEXTS.extrasNote}
        />
        <StatCard
          testId="month-money"
          label={TEXTS.moneyReceived}
          value={formatPesewas(data.moneyReceived)}
          icon="cash"
          note={TEXTS.moneyNote}
        />
        <StatCard
          testId="month-occupancy"
          label={TEXTS.occupancy}
          value={`${data.occupancy}%`}
          icon="chart"
          note={TEXTS.occupancyNote(data.occupiedNights, data.availableNights)}
        />
        <StatCard
          testId="month-adr"
          label={TEXTS.adr}
          value={formatPesewas(data.adr)}
          icon="tag"
          note={TEXTS.adrNote}
        />
        <StatCard
          testId="month-revpar"
          label={TEXTS.revpar}
          value={formatPesewas(data.revpar)}
          icon="tag"
          note={TEXTS.revparNote}
        />
        <StatCard
          testId="month-revenue"
          label={TEXTS.revenue}
          value={formatPesewas(data.revenue)}
          icon="chart"
        />
        <StatCard
          testId="month-taxes-total"
          label={TEXTS.taxTotal}
          value={formatPesewas(data.taxes.total)}
          icon="list"
        />
      </div>
      <MonthCharts data={data} />
      <div className="grid grid-cols-1 gap-3 lg:grid-cols-2">
        <TaxesTable taxes={data.taxes} />
        <ChannelsTable channels={data.channels} />
        <StaffTable staff={data.staff} />
        <OwingTable owing={data.owing} />
      </div>
    </div>
  )
}
