'use client'

import Link from 'next/link'
import { useState } from 'react'
import useSWR from 'swr'

import { buttonClass } from '@/components/ui/styles'
import { Icon } from '@/components/ui/Icon'
import { API } from '@/lib/apiRoutes'
import { cn } from '@/lib/cn'
import { formatDate } from '@/lib/dates'
import { DASHBOARD_CHOICES, DEFAULT_DASHBOARD_PERIOD, type DashboardData } from '@/lib/reports'
import { MESSAGES } from '@/lib/messages'
import type { OwedSum } from '@/lib/reports/owed'
import { reviews as reviewsText } from '@/lib/messages/reviews'
import { DRAFT_TESTIMONIALS_PATH } from '@/collections/Content/reviewsWaiting'
import { formatCedis, formatPesewas } from '@/lib/money/amounts'

import { swrFetcher } from '@/components/admin/api'
import { PageTitle } from '@/components/admin/PageTitle'
import { Panel } from './Panel'
import { TodayPanel } from './TodayPanel'
import { PerformanceTable } from './PerformanceTable'
import { StatCard } from './StatCard'

/**
 * The dashboard, with what guests who have left still owe today (`owedSum` on the server) and the
 * guests' reviews waiting to be published.
 */
type DashboardAnswer = DashboardData & { owed: OwedSum; reviewsWaiting: number }

const fetchDashboard = swrFetcher<DashboardAnswer>(MESSAGES.dashboard.fetchFailed)
/** The performance table shows the best earners; View All opens the full room list. */
const TABLE_ROWS = 5

/** The range's first and last day, e.g. "9 May 2026 – 7 Jun 2026". */
function formatRange(data: DashboardData): string {
  return `${formatDate(data.range.from)} – ${formatDate(data.range.to)}`
}

const choiceLabel = (period: string) =>
  DASHBOARD_CHOICES.find((choice) => choice.value === period)?.label ?? 'Range'

export function Dashboard() {
  const [period, setPeriod] = useState<string>(String(DEFAULT_DASHBOARD_PERIOD))
  const { data, error, isLoading, isValidating, mutate } = useSWR(
    API.dashboard(period),
    fetchDashboard,
    {
      keepPreviousData: true,
      revalidateOnFocus: false,
    },
  )

  const controls = (
    <>
      <label>
        <span className="sr-only">Period</span>
        <select
          value={period}
          onChange={(event) => setPeriod(event.target.value)}
          className="min-h-11 rounded-lg border border-stone-300 bg-white px-3 text-sm font-medium"
          aria-label="Period"
        >
          {DASHBOARD_CHOICES.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      </label>
      <button
        type="button"
        onClick={() => void mutate()}
        disabled={isValidating}
        className={buttonClass.secondary}
      >
        <Icon name="refresh" className={cn('h-4 w-4', isValidating && 'animate-spin')} />
        Refresh
      </button>
    </>
  )

  if (isLoading && !data) {
    return (
      <div>
        <PageTitle title="Dashboard" subtitle="How the house is doing" actions={controls} />
        <p role="status" className="rounded-xl bg-white p-10 text-center text-stone-600">
          Loading dashboard...
        </p>
      </div>
    )
  }

  if (error && !data) {
    return (
      <div>
        <PageTitle title="Dashboard" subtitle="How the house is doing" actions={controls} />
        <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-8 text-center">
          <h2 className="text-lg font-semibold text-red-900">Error Loading Dashboard</h2>
          <p className="mt-1 text-sm text-red-800">
            {(error as Error).message || MESSAGES.dashboard.fetchFailed}
          </p>
          <button
            type="button"
            onClick={() => void mutate()}
            className={cn(buttonClass.primary, 'mt-4')}
          >
            Try Again
          </button>
        </div>
      </div>
    )
  }

  if (!data) return null

  return (
    <div aria-busy={isValidating}>
      <PageTitle
        title="Dashboard"
        subtitle={`${choiceLabel(data.period)}: ${formatRange(data)}`}
        actions={controls}
      />

      {error && (
        <p
          role="alert"
          className="mb-4 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
        >
          {(error as Error).message || MESSAGES.dashboard.fetchFailed}
        </p>
      )}

      <TodayPanel today={data.today} />

      {data.reviewsWaiting > 0 && (
        <p
          role="status"
          data-testid="dashboard-reviews-waiting"
          className="mb-4 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
        >
          <strong>{reviewsText.waiting(data.reviewsWaiting)}</strong> {reviewsText.waitingHelp}{' '}
          <a href={DRAFT_TESTIMONIALS_PATH} className="font-semibold underline">
            {reviewsText.waitingLink}
          </a>
        </p>
      )}

      <div className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 xl:grid-cols-4">
        <StatCard
          testId="card-rooms"
          label="Total Rooms"
          value={String(data.totals.rooms)}
          icon="bed"
          note={`${data.totals.premiumRooms} premium · ${data.totals.standardRooms} standard`}
        />
        <StatCard
          testId="card-bookings"
          label="Total Bookings"
          value={String(data.totals.bookings)}
          icon="calendar"
          trend={data.trends.bookings}
        />
        <StatCard
          testId="card-revenue"
          label="Total Revenue"
          value={formatPesewas(data.totals.revenue)}
          icon="cash"
          trend={data.trends.revenue}
        />
        <StatCard
          testId="card-occupancy"
          label="Avg Occupancy"
          value={`${data.totals.occupancy}%`}
          icon="chart"
          trend={data.trends.occupancy}
        />
        <StatCard
          testId="card-adr"
          label="ADR"
          value={formatPesewas(data.totals.adr)}
          icon="bed"
          note={`Average price agreed for ${data.totals.nightsSold} nights sold`}
          trend={data.trends.adr}
        />
        <StatCard
          testId="card-revpar"
          label="RevPAR"
          value={formatPesewas(data.totals.revpar)}
          icon="chart"
          note={`Prices agreed over ${data.totals.availableNights} nights available`}
          trend={data.trends.revpar}
        />
        <Link href="/admin/owed" className="rounded-xl" title={MESSAGES.owed.seeList}>
          <StatCard
            testId="card-owed"
            label={MESSAGES.owed.figure}
            value={formatPesewas(data.owed.total)}
            icon="alert"
            note={MESSAGES.owed.figureNote(data.owed.count)}
          />
        </Link>
      </div>

      <div className="mt-4 grid grid-cols-1 gap-3 md:grid-cols-3">
        <Panel title="Premium Rooms" icon="crown" testId="panel-premium">
          <p>
            <span className="text-xl font-bold text-stone-900">{data.premium.count}</span> premium
            rooms
          </p>
          <p className="mt-1">
            Average price{' '}
            <span className="font-semibold text-stone-900">
              {data.premium.count > 0 ? formatCedis(data.premium.averagePrice) : '—'}
            </span>{' '}
            per night
          </p>
        </Panel>
        <Panel title="Special Offers" icon="tag" testId="panel-offers">
          <p>
            <span className="text-xl font-bold text-stone-900">{data.offers.count}</span> rooms on
            offer
          </p>
          <p className="mt-1">
            Total savings{' '}
            <span className="font-semibold text-stone-900">
              {formatCedis(data.offers.totalSavings)}
            </span>{' '}
            per night
          </p>
        </Panel>
        <Panel title="Top Performer" icon="trophy" testId="panel-top">
          {data.topPerformer ? (
            <>
              <p className="text-base font-semibold text-stone-900" data-testid="top-name">
                {data.topPerformer.name}
              </p>
              <p className="mt-1">
                <span className="font-semibold text-stone-900" data-testid="top-revenue">
                  {formatPesewas(data.topPerformer.revenue)}
                </span>{' '}
                from {data.topPerformer.bookings}{' '}
                {data.topPerformer.bookings === 1 ? 'booking' : 'bookings'}
              </p>
            </>
          ) : (
            <p>No money received in this range.</p>
          )}
        </Panel>
      </div>

      <PerformanceTable rooms={data.rooms.slice(0, TABLE_ROWS)} />

      <section className="mt-4" aria-labelledby="quick-actions-title">
        <h2 id="quick-actions-title" className="mb-2 text-base font-semibold text-stone-900">
          Quick actions
        </h2>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
          <Link href="/admin/create-room" className={buttonClass.primary}>
            <Icon name="plus" className="h-4 w-4" />
            Add New Room
          </Link>
          <Link href="/admin/view-rooms" className={buttonClass.secondary}>
            <Icon name="list" className="h-4 w-4" />
            Manage Rooms
          </Link>
          <Link href="/cms/collections/bookings" prefetch={false} className={buttonClass.secondary}>
            <Icon name="chart" className="h-4 w-4" />
            View Analytics
          </Link>
        </div>
      </section>
    </div>
  )
}
