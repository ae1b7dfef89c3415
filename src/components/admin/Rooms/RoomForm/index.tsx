'use client'

import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useEffect, useState, type FormEvent } from 'react'
import { toast } from 'react-toastify'

import { fetchJson, FetchError } from '@/components/ui/fetchJson'
import { Icon } from '@/components/ui/Icon'
import { buttonClass } from '@/components/ui/styles'
import { API } from '@/lib/apiRoutes'
import { MESSAGES } from '@/lib/messages'
import type { ContractRoom } from '@/lib/rooms/contract'
import {
  normalizeRoom,
  ROOM_FIELD_ORDER,
  validateRoom,
  type RoomErrors,
  type RoomField,
} from '@/lib/rooms/validation'

import { PageTitle } from '@/components/admin/PageTitle'
import { Amenities } from './Amenities'
import { BasicInformation } from './BasicInformation'
import { ImagePicker } from './ImagePicker'
import { ImagePreviewDialog, type Preview } from './ImagePreviewDialog'
import { LoadFailed } from './LoadFailed'
import { Pricing } from './Pricing'
import {
  EMPTY_VALUES,
  FIELD_IDS,
  valuesFromRoom,
  type Edit,
  type Phase,
  type Values,
} from './roomValues'
import { SubmitBar } from './SubmitBar'
import { useImageUploads } from './useImageUploads'

/** A created room's form empties after 2 s; an updated room returns to the list after 1.5 s. */
const CREATE_RESET_MS = 2000
const UPDATE_REDIRECT_MS = 1500
/** The update form's failure toast stays 4 s. */
const UPDATE_ERROR_TOAST_MS = 4000

export function RoomForm({ roomId }: { roomId?: string }) {
  const mode = roomId ? 'update' : 'create'
  const router = useRouter()
  const [values, setValues] = useState<Values>(EMPTY_VALUES)
  const [errors, setErrors] = useState<RoomErrors>({})
  const [boxError, setBoxError] = useState<string | null>(null)
  const [phase, setPhase] = useState<Phase>(mode === 'update' ? 'loading' : 'idle')
  const [preview, setPreview] = useState<Preview | null>(null)
  const uploads = useImageUploads((images) => setErrors((current) => ({ ...current, images })))
  const { load: loadImages } = uploads
  // Bumped by Try Again to load the room once more.
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    if (!roomId) return
    let cancelled = false
    fetchJson<ContractRoom>(API.room.get(roomId), { method: 'GET' }, MESSAGES.rooms.fetchOneFailed)
      .then((room) => {
        if (cancelled) return
        setValues(valuesFromRoom(room))
        loadImages(room.images)
        setPhase('idle')
      })
      .catch((error: Error) => {
        if (cancelled) return
        toast.error(error.message || MESSAGES.rooms.fetchOneFailed)
        setPhase('load-failed')
      })
    return () => {
      cancelled = true
    }
  }, [roomId, attempt, loadImages])

  const edit: Edit = (key, value) => {
    setValues((current) => ({ ...current, [key]: value }))
    const field: RoomField | null =
      key === 'offer'
        ? 'discountedPrice'
        : (ROOM_FIELD_ORDER as readonly string[]).includes(key)
          ? (key as RoomField)
          : null
    if (field) setErrors((current) => ({ ...current, [field]: undefined }))
  }

  function fail(message: string) {
    setBoxError(message)
    if (mode === 'update') toast.error(message, { autoClose: UPDATE_ERROR_TOAST_MS })
    setPhase('idle')
  }

  function reset() {
    uploads.clear()
    setValues(EMPTY_VALUES)
    setErrors({})
    setBoxError(null)
    setPhase('idle')
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (phase !== 'idle') return
    const found = validateRoom({ ...values, imageCount: uploads.imageCount })
    setErrors(found)
    const first = ROOM_FIELD_ORDER.find((field) => found[field])
    if (first) {
      document.getElementById(FIELD_IDS[first])?.focus()
      return
    }

    setBoxError(null)
    setPhase('submitting')
    // Every image is uploaded before the room is written: a room never exists with half its photos.
    const uploaded = await uploads.uploadAll()
    if ('error' in uploaded) return fail(uploaded.error)

    const room = normalizeRoom({ ...values, imageCount: uploads.imageCount })
    const imageURLs = [...uploads.keptExisting.map((image) => image.url), ...uploaded.urls]
    try {
      if (mode === 'create') {
        await fetchJson(
          API.room.create,
          { method: 'POST', body: JSON.stringify({ ...room, imageURLs }) },
          MESSAGES.rooms.createFailed,
        )
        toast.success(MESSAGES.rooms.created)
        setPhase('done')
        setTimeout(reset, CREATE_RESET_MS)
      } else {
        await fetchJson(
          API.room.update(roomId as string),
          {
            method: 'POST',
            body: JSON.stringify({ ...room, imageURLs, deletedImageUrls: uploads.marked }),
          },
          MESSAGES.rooms.updateFailed,
        )
        toast.success(MESSAGES.rooms.updated)
        setPhase('done')
        setTimeout(() => router.push('/admin/view-rooms'), UPDATE_REDIRECT_MS)
      }
    } catch (error) {
      // No answer at all gets the "please try again" wording; otherwise the server's reason.
      const networkDown = error instanceof FetchError && !error.fromServer && error.status === 0
      const [retry, fallback] =
        mode === 'create'
          ? [MESSAGES.rooms.createFailedRetry, MESSAGES.rooms.createFailed]
          : [MESSAGES.rooms.updateFailedRetry, MESSAGES.rooms.updateFailed]
      fail(networkDown ? retry : (error as Error).message || fallback)
    }
  }

  const title = mode === 'create' ? 'Create Room' : 'Update Room'
  const subtitle =
    mode === 'create'
      ? 'Add a new room with its prices, amenities and photos'
      : 'Change the room’s details, prices, amenities and photos'
  const header = (
    <PageTitle
      title={title}
      subtitle={subtitle}
      actions={
        <Link href="/admin" className={buttonClass.secondary}>
          <Icon name="arrow-left" className="h-4 w-4" />
          Back to Dashboard
        </Link>
      }
    />
  )

  if (phase === 'loading') {
    return (
      <div>
        {header}
        <p role="status" className="rounded-xl bg-white p-8 text-center text-stone-600">
          Loading room...
        </p>
      </div>
    )
  }
  if (phase === 'load-failed') {
    return (
      <div>
        {header}
        <LoadFailed
          onRetry={() => {
            setPhase('loading')
            setAttempt((value) => value + 1)
          }}
        />
      </div>
    )
  }

  return (
    <div>
      {header}
      <div aria-live="assertive">
        {boxError && (
          <p
            role="alert"
            data-testid="form-error"
            className="mb-4 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
          >
            {boxError}
          </p>
        )}
      </div>
      <form noValidate onSubmit={submit} className="space-y-4">
        <fieldset disabled={phase !== 'idle'} className="min-w-0 space-y-4">
          <BasicInformation values={values} errors={errors} edit={edit} />
          <Pricing values={values} errors={errors} edit={edit} />
          <Amenities values={values} edit={edit} />
          <ImagePicker
            uploads={uploads}
            error={errors.images}
            canDrop={phase === 'idle'}
            onPreview={setPreview}
          />
        </fieldset>
        <SubmitBar mode={mode} phase={phase} uploadStep={uploads.uploadStep} />
      </form>
      <ImagePreviewDialog preview={preview} onClose={() => setPreview(null)} />
    </div>
  )
}
