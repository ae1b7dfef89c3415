import type { Metadata } from 'next'
import { redirect } from 'next/navigation'

import { currentAdmin } from '@/data/currentAdmin'
import { SignInForm } from '@/components/admin/Session/SignInForm'
import { safeNextPath } from '@/lib/session/nextPath'

export const metadata: Metadata = {
  title: 'Staff sign-in',
  robots: { index: false },
}

// Reads the session cookie: never cached.
export const dynamic = 'force-dynamic'

export default async function SignInPage({
  searchParams,
}: {
  searchParams: Promise<{ next?: string | string[] }>
}) {
  const { next } = await searchParams
  const nextPath = safeNextPath(Array.isArray(next) ? next[0] : next)
  if (await currentAdmin()) redirect(nextPath)

  return (
    <div className="flex min-h-[70dvh] items-center justify-center bg-brand-50 px-4 pt-24 pb-16">
      <div className="w-full max-w-md rounded-2xl bg-white p-6 shadow-lg ring-1 ring-stone-200 sm:p-8">
        <p className="text-xs font-semibold tracking-[0.2em] text-brand-700">STAFF PORTAL</p>
        <h1 className="mt-1 font-display text-3xl text-stone-900">Sign in</h1>
        <p className="mt-2 text-sm text-stone-600">
          Sign in to manage rooms and see how the house is doing.
        </p>
        <div className="mt-6">
          <SignInForm next={nextPath} />
        </div>
      </div>
    </div>
  )
}
