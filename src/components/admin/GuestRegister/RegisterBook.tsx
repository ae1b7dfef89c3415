'use client'

import Link from 'next/link'
import { useState } from 'react'
import useSWR from 'swr'

import { swrFetcher } from '@/components/admin/api'
import { PageTitle } from '@/components/admin/PageTitle'
import { useSession } from '@/components/admin/Session'
import { fetchJson } from '@/components/ui/fetchJson'
import { buttonClass, portalInput } from '@/components/ui/styles'
import { API } from '@/lib/apiRoutes'
import { formatStayDate, todayInGhana } from '@/lib/dates'
import { DOCUMENT_TYPES, isDocumentType } from '@/lib/guestRegister/documents'
import type { NumberedLine } from '@/lib/guestRegister/registerBook'
import { MESSAGES } from '@/lib/messages'

type Line = NumberedLine & { bookingId: string; reference: string }
type Book = { night: string | null; lines: Line[] }
type Shown = { documentNumber: string | null; dateOfBirth: string | null }

/** A line's full number and birth date, fetched (and recorded) only when asked. */
function Reveal({ line }: { line: Line }) {
  const [shown, setShown] = useState<Shown | null>(null)
  if (line.erased) return <span className="text-stone-500">Erased</span>
  if (shown) {
    return (
      <span className="font-mono" data-testid="revealed">
        {shown.documentNumber} · {shown.dateOfBirth}
      </span>
    )
  }
  return (
    <button
      type="button"
      className="text-sm font-semibold text-brand-700 underline print:hidden"
      onClick={async () =>
        setShown(
          await fetchJson<Shown>(
            API.register.reveal(line.id),
            { method: 'POST', body: '{}' },
            MESSAGES.guestRegister.revealFailed,
          ),
        )
      }
    >
      Show
    </button>
  )
}

/**
 * The register as the inspector reads it: who slept in the house on a night (tonight unless
 * chosen), or every guest who arrived between two days, one numbered line per guest per stay in
 * order of arrival, searchable by name or whole document number, and printable.
 */
export function RegisterBook() {
  const { state } = useSession()
  const isAdmin = state.currentUser?.role === 'admin'
  const [night, setNight] = useState(todayInGhana())
  const [q, setQ] = useState('')
  const query = new URLSearchParams({ day: night, ...(q.trim() ? { q: q.trim() } : {}) })
  const { data, error, mutate } = useSWR(
    API.register.book(query),
    swrFetcher<Book>(MESSAGES.guestRegister.readFailed),
  )

  async function erase(line: Line) {
    if (!window.confirm(`Erase ${line.fullName}’s registration? This cannot be undone.`)) return
    await fetchJson(
      API.register.erase(line.id),
      { method: 'POST', body: '{}' },
      MESSAGES.guestRegister.eraseFailed,
    ).catch((problem: Error) => window.alert(problem.message))
    await mutate()
  }

  return (
    <div className="space-y-4">
      <PageTitle
        title="Guest register"
        subtitle={`Guests in the house on the night of ${formatStayDate(night)}`}
        actions={
          <>
            <Link href="/admin/guest-register/return" className={buttonClass.secondary}>
              Friday return
            </Link>
            <button type="button" className={buttonClass.secondary} onClick={() => window.print()}>
              Print
            </button>
          </>
        }
      />
      <div className="grid gap-3 sm:grid-cols-2 print:hidden">
        <label className="block text-sm font-medium text-stone-800">
          Night of
          <input
            type="date"
            value={night}
            onChange={(event) => event.target.value && setNight(event.target.value)}
            className={`${portalInput} border-stone-300`}
          />
        </label>
        <label className="block text-sm font-medium text-stone-800">
          Name or document number
          <input
            type="search"
            value={q}
            maxLength={60}
            onChange={(event) => setQ(event.target.value)}
            className={`${portalInput} border-stone-300`}
          />
        </label>
      </div>
      {error && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-800">
          {(error as Error).message}
        </p>
      )}
      {data && data.lines.length === 0 && (
        <p className="rounded-xl bg-white p-4 text-sm text-stone-600">Nobody registered</p>
      )}
      {data && data.lines.length > 0 && (
        <div className="overflow-x-auto rounded-xl bg-white">
          <table className="w-full text-left text-sm" data-testid="register-book">
            <thead>
              <tr className="border-b border-stone-200">
                <th className="p-2">No.</th>
                <th className="p-2">Guest</th>
                <th className="p-2">Room</th>
                <th className="p-2">Stay</th>
                <th className="p-2">Document</th>
                {isAdmin && <th className="p-2 print:hidden">Erase</th>}
              </tr>
            </thead>
            <tbody>
              {data.lines.map((line) => (
                <tr key={line.id} className="border-b border-stone-100 align-top">
                  <td className="p-2">{line.number}</td>
                  <td className="p-2">
                    <strong>{line.fullName}</strong>
                    <br />
                    {line.nationality}
                    {line.registeredOnline && (
                      <span className="ml-1 rounded bg-brand-50 px-1 text-xs text-brand-900">
                        registered online
                      </span>
                    )}
                  </td>
                  <td className="p-2">{line.room}</td>
                  <td className="p-2">
                    {line.arrival} → {line.departure}
                  </td>
                  <td className="p-2">
                    {isDocumentType(line.documentType) ? DOCUMENT_TYPES[line.documentType] : ''}{' '}
                    <span className="font-mono">{line.documentMasked}</span> <Reveal line={line} />
                  </td>
                  {isAdmin && (
                    <td className="p-2 print:hidden">
                      <button
                        type="button"
                        className="text-sm font-semibold text-red-700 underline"
                        onClick={() => void erase(line)}
                      >
                        Erase
                      </button>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  )
}
