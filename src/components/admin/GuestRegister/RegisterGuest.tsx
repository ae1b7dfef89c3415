'use client'

import { useEffect, useState } from 'react'
import { toast } from 'react-toastify'

import {
  postRegistration,
  RegisterOnlineForm,
  type RegistrationValues,
} from '@/components/site/Stay/RegisterOnlineForm.client'
import { fetchJson } from '@/components/ui/fetchJson'
import { API } from '@/lib/apiRoutes'

type Earlier = RegistrationValues & { id: string; documentMasked: string | null }

/**
 * What a guest with this phone gave last time, or null. Offering earlier details is a help, not a
 * step: the form works without it, so a failure is no answer.
 */
async function earlierByPhone(phone: string): Promise<Earlier | null> {
  if (phone.replace(/\D/g, '').length < 7) return null
  try {
    return (await fetchJson<{ earlier: Earlier | null }>(API.register.returning(phone))).earlier
  } catch {
    return null
  }
}

/** The stay a guest is registered for, as the desk lists it. */
export type StayToRegister = {
  id: string
  reference?: string | null
  guestName: string
  phone?: string | null
}

/**
 * The desk registers one guest of a stay at check-in: the stay's name and phone are filled in,
 * and a phone the register knows brings back what that guest gave last time (their document kept
 * without showing its number), so a returning guest takes a few taps.
 */
export function RegisterGuest({ stay, onDone }: { stay: StayToRegister; onDone: () => void }) {
  const [earlier, setEarlier] = useState<Earlier | null>(null)

  useEffect(() => {
    if (!stay.phone) return
    let live = true
    void earlierByPhone(stay.phone).then((found) => {
      if (live && found) setEarlier(found)
    })
    return () => {
      live = false
    }
  }, [stay.phone])

  const initial: RegistrationValues = earlier ?? {
    fullName: stay.guestName,
    phone: stay.phone ?? '',
  }
  return (
    <RegisterOnlineForm
      key={earlier?.id ?? 'new'}
      idPrefix={`register-${stay.id}`}
      look="portal"
      initial={initial}
      keptDocument={earlier?.documentMasked ?? null}
      submitLabel="Register guest"
      onPhone={(phone) => void earlierByPhone(phone).then((found) => found && setEarlier(found))}
      onSubmit={async (values) => {
        const { sameDocument, ...fields } = values
        const answer = await postRegistration(API.register.add, {
          bookingId: stay.id,
          ...fields,
          ...(sameDocument && earlier ? { sameDocumentAs: earlier.id } : {}),
        })
        if (answer.ok) {
          toast.success(answer.message)
          onDone()
        }
        return answer
      }}
    />
  )
}
