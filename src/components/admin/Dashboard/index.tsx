'use client'

import Link from 'next/link'
import { useState, type ReactNode } from 'react'
import useSWR from 'swr'

import { cn } from '@/lib/cn'
import {
  DASHBOARD_PERIODS,
  DEFAULT_DASHBOARD_PERIOD,
  type DashboardData,
  type DashboardPeriod,
  type Trend,
} from '@/lib/dashboard'
import { MESSAGES } from '@/lib/messages'
import { formatCedis } from '@/lib/money'

import { swrFetcher } from '../api'
import { Icon, type IconName } from '../Icon'
import { Badge, buttonClass, PageTitle } from '../ui'

const fetchDashboard = swrFetcher<DashboardData>(MESSAGES.dashboard.fetchFailed)
/** The performance table shows the best earners; View All opens the full room list. */
const TABLE_ROWS = 5

function StatCard({
  label,
  value,
  icon,
  note,
  trend,
  testId,
}: {
  label: string
  value: string
  icon: IconName
  note?: string
  trend?: Trend
  testId: string
}) {
  return (
    <div className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200" data-testid={testId}>
      <div className="flex items-start justify-between gap-2">
        <p className="text-sm font-medium text-stone-600">{label}</p>
        <span className="rounded-lg bg-brand-50 p-2 text-brand-700">
          <Icon name={icon} className="h-5 w-5" />
        </span>
      </div>
      <p className="mt-1 text-2xl font-bold text-stone-900" data-testid={`${testId}-value`}>
        {value}
      </p>
      {note && <p className="mt-1 text-xs text-stone-600">{note}</p>}
      {trend && (
        <p
          data-testid={`${testId}-trend`}
          className={cn(
            'mt-1 text-xs font-medium',
            trend.direction === 'up'
              ? 'text-emerald-700'
              : trend.direction === 'down'
                ? 'text-red-700'
                : 'text-stone-500',
          )}
        >
          {trend.text}
        </p>
      )}
    </div>
  )
}

function Panel({
  title,
  icon,
  children,
  testId,
}: {
  title: string
  icon: IconName
  children: ReactNode
  testId: string
}) {
  return (
    <section
      className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200"
      data-testid={testId}
    >
      <h2 className="flex items-center gap-2 text-base font-semibold text-stone-900">
        <Icon name={icon} className="h-5 w-5 text-brand-700" />
        {title}
      </h2>
      <div className="mt-3 text-sm text-stone-700">{children}</div>
    </section>
  )
}

function formatRange(data: DashboardData): string {
  const from = new Date(data.range.from)
  // `to` is the start of tomorrow: the period ends with today.
  const to = new Date(Date.parse(data.range.to) - 1)
  const format = (date: Date) =>
    date.toLocaleDateString('en-GB', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    })
  return `${format(from)} – ${format(to)}`
}

export function Dashboard() {
  const [period, setPeriod] = useState<DashboardPeriod>(DEFAULT_DASHBOARD_PERIOD)
  const { data, error, isLoading, isValidating, mutate } = useSWR(
    `/api/dashboard?period=${period}`,
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
          onChange={(event) => setPeriod(Number(event.target.value) as DashboardPeriod)}
          className="min-h-11 rounded-lg border border-stone-300 bg-white px-3 text-sm font-medium"
          aria-label="Period"
        >
          {DASHBOARD_PERIODS.map((days) => (
            <option key={days} value={days}>
              Last {days} days
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
        subtitle={`Last ${data.period} days: ${formatRange(data)}`}
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
          value={formatCedis(data.totals.revenue)}
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
                  {formatCedis(data.topPerformer.revenue)}
                </span>{' '}
                from {data.topPerformer.bookings}{' '}
                {data.topPerformer.bookings === 1 ? 'booking' : 'bookings'}
              </p>
            </>
          ) : (
            <p>No bookings with payments in the last {data.period} days.</p>
          )}
        </Panel>
      </div>

      <section
        className="mt-4 rounded-xl bg-white shadow-sm ring-1 ring-stone-200"
        aria-labelledby="performance-title"
      >
        <div className="flex items-center justify-between gap-2 border-b border-stone-200 px-4 py-3">
          <h2 id="performance-title" className="text-base font-semibold text-stone-900">
            Room Performance
          </h2>
          <Link
            href="/admin/view-rooms"
            className="text-sm font-semibold text-brand-700 hover:underline"
          >
            View All
          </Link>
        </div>
        {data.rooms.length === 0 ? (
          <p className="p-6 text-center text-sm text-stone-600">No rooms yet.</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full min-w-[640px] text-left text-sm">
              <thead className="bg-stone-50 text-xs tracking-wide text-stone-500 uppercase">
                <tr>
                  <th scope="col" className="px-4 py-2">
                    Room
                  </th>
                  <th scope="col" className="px-4 py-2">
                    Type
                  </th>
                  <th scope="col" className="px-4 py-2">
                    Price
                  </th>
                  <th scope="col" className="px-4 py-2">
                    Bookings
                  </th>
                  <th scope="col" className="px-4 py-2">
                    Revenue
                  </th>
                  <th scope="col" className="px-4 py-2">
                    Occupancy
                  </th>
                  <th scope="col" className="px-4 py-2">
                    Status
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-stone-100">
                {data.rooms.slice(0, TABLE_ROWS).map((room) => (
                  <tr key={room._id} data-testid="performance-row">
                    <td className="px-4 py-2 font-medium text-stone-900">{room.name}</td>
                    <td className="px-4 py-2">{room.premium ? 'Premium' : 'Standard'}</td>
                    <td className="px-4 py-2 whitespace-nowrap">
                      {room.offer && room.discountedPrice !== null ? (
                        <>
                          {formatCedis(room.discountedPrice)}{' '}
                          <s className="text-xs text-stone-500">{formatCedis(room.regularPrice)}</s>
                        </>
                      ) : (
                        formatCedis(room.regularPrice)
                      )}
                    </td>
                    <td className="px-4 py-2">{room.bookings}</td>
                    <td className="px-4 py-2 whitespace-nowrap">{formatCedis(room.revenue)}</td>
                    <td className="px-4 py-2">
                      <div className="flex items-center gap-2">
                        <div
                          className="h-2 w-20 overflow-hidden rounded-full bg-stone-200"
                          role="meter"
                          aria-label={`${room.name} occupancy`}
                          aria-valuemin={0}
                          aria-valuemax={100}
                          aria-valuenow={room.occupancy}
                        >
                          <div
                            className="h-full bg-brand-600"
                            style={{ width: `${Math.min(100, room.occupancy)}%` }}
                          />
                        </div>
                        <span className="text-xs text-stone-700">{room.occupancy}%</span>
                      </div>
                    </td>
                    <td className="px-4 py-2">
                      <div className="flex flex-wrap gap-1">
                        {room.offer && <Badge tone="amber">On Offer</Badge>}
                        {room.isAvailable ? (
                          <Badge tone="green">Active</Badge>
                        ) : (
                          <Badge tone="grey">Hidden</Badge>
                        )}
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

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
