'use client'

import Link from 'next/link'
import { useRouter } from 'next/navigation'
import {
  useEffect,
  useId,
  useRef,
  useState,
  type DragEvent,
  type FormEvent,
  type ReactNode,
} from 'react'
import { toast } from 'react-toastify'

import { cn } from '@/lib/cn'
import { MESSAGES } from '@/lib/messages'
import type { ContractImage, ContractRoom } from '@/lib/rooms/contract'
import { AMENITIES, BED_TYPES, MAX_ROOM_IMAGES, type AmenityKey } from '@/lib/rooms'
import { checkNewImages } from '@/lib/validation/images'
import {
  DESCRIPTION_DISPLAY_MAX,
  normalizeRoom,
  ROOM_FIELD_ORDER,
  validateRoom,
  type RoomErrors,
  type RoomField,
} from '@/lib/rooms/validation'

import { ApiError, apiJson, uploadImage } from '../api'
import { Dialog } from '../Dialog'
import { Icon } from '../Icon'
import { buttonClass, PageTitle } from '../ui'

/** SPEC.md §4/§9 timers of the two forms, and the update failure toast. */
const CREATE_RESET_MS = 2000
const UPDATE_REDIRECT_MS = 1500
const UPDATE_ERROR_TOAST_MS = 4000

type Values = {
  name: string
  description: string
  regularPrice: string
  discountedPrice: string
  bedType: string
  offer: boolean
  isAvailable: boolean
} & Record<AmenityKey, boolean>

const EMPTY_VALUES: Values = {
  name: '',
  description: '',
  regularPrice: '',
  discountedPrice: '',
  bedType: '',
  offer: false,
  isAvailable: true,
  waterHeater: false,
  Tv: false,
  DSTV: false,
  AC: false,
  fridge: false,
  sofa: false,
}

/** A picked file; once uploaded it keeps its address, so a retry never sends it twice. */
type NewImage = {
  key: string
  file: File
  preview: string
  progress: number
  status: 'waiting' | 'uploading' | 'done' | 'failed'
  url: string | null
}

const FIELD_IDS: Record<RoomField, string> = {
  name: 'room-name',
  description: 'room-description',
  regularPrice: 'room-regular-price',
  discountedPrice: 'room-discounted-price',
  bedType: 'room-bed-type',
  images: 'room-images-picker',
}

function valuesFromRoom(room: ContractRoom): Values {
  return {
    name: room.name,
    description: room.description,
    regularPrice: String(room.regularPrice),
    discountedPrice: room.discountedPrice === null ? '' : String(room.discountedPrice),
    bedType: room.bedType,
    offer: room.offer,
    isAvailable: room.isAvailable,
    waterHeater: room.waterHeater,
    Tv: room.Tv,
    DSTV: room.DSTV,
    AC: room.AC,
    fridge: room.fridge,
    sofa: room.sofa,
  }
}

const inputClass =
  'mt-1 block w-full rounded-lg border px-3 py-2.5 text-base outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-100 disabled:bg-stone-100'

function FieldError({ id, message }: { id: string; message?: string }) {
  return (
    <p id={`${id}-error`} aria-live="polite" className="mt-1 min-h-5 text-sm text-red-700">
      {message}
    </p>
  )
}

/** A nightly price in cedis: the regular and the discounted price share everything but the field. */
function PriceField({
  field,
  label,
  value,
  error,
  onChange,
}: {
  field: 'regularPrice' | 'discountedPrice'
  label: string
  value: string
  error?: string
  onChange: (value: string) => void
}) {
  const id = FIELD_IDS[field]
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-stone-800">
        {label}
      </label>
      <input
        id={id}
        type="number"
        inputMode="decimal"
        min={0}
        step="any"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={Boolean(error)}
        aria-describedby={`${id}-error`}
        className={cn(inputClass, error ? 'border-red-500' : 'border-stone-300')}
      />
      <FieldError id={id} message={error} />
    </div>
  )
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId()
  return (
    <section
      aria-labelledby={id}
      className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-6"
    >
      <h2 id={id} className="mb-4 text-lg font-semibold text-stone-900">
        {title}
      </h2>
      {children}
    </section>
  )
}

export function RoomForm({ roomId }: { roomId?: string }) {
  const mode = roomId ? 'update' : 'create'
  const router = useRouter()
  const [values, setValues] = useState<Values>(EMPTY_VALUES)
  const [existing, setExisting] = useState<ContractImage[]>([])
  const [marked, setMarked] = useState<string[]>([])
  const [fresh, setFresh] = useState<NewImage[]>([])
  const [errors, setErrors] = useState<RoomErrors>({})
  const [boxError, setBoxError] = useState<string | null>(null)
  const [phase, setPhase] = useState<'loading' | 'load-failed' | 'idle' | 'submitting' | 'done'>(
    mode === 'update' ? 'loading' : 'idle',
  )
  const [uploadStep, setUploadStep] = useState<{ current: number; total: number } | null>(null)
  const [preview, setPreview] = useState<{ src: string; name: string } | null>(null)
  const [dragging, setDragging] = useState(false)
  const fileInput = useRef<HTMLInputElement>(null)
  // The upload loop reads the latest list while its own progress updates re-render the form.
  const freshRef = useRef(fresh)
  useEffect(() => {
    freshRef.current = fresh
  }, [fresh])

  // Bumped by Try Again to load the room once more.
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    if (!roomId) return
    let cancelled = false
    apiJson<ContractRoom>(
      `/api/room/get/${encodeURIComponent(roomId)}`,
      { method: 'GET' },
      MESSAGES.rooms.fetchOneFailed,
    )
      .then((room) => {
        if (cancelled) return
        setValues(valuesFromRoom(room))
        setExisting(room.images)
        setMarked([])
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
  }, [roomId, attempt])

  // Object URLs hold the picked files in memory until they are let go.
  useEffect(() => () => freshRef.current.forEach((image) => URL.revokeObjectURL(image.preview)), [])

  const keptExisting = existing.filter((image) => !marked.includes(image.url))
  const imageCount = keptExisting.length + fresh.length

  function edit<K extends keyof Values>(key: K, value: Values[K]) {
    setValues((current) => ({ ...current, [key]: value }))
    const field: RoomField | null =
      key === 'offer'
        ? 'discountedPrice'
        : (ROOM_FIELD_ORDER as readonly string[]).includes(key)
          ? (key as RoomField)
          : null
    if (field) setErrors((current) => ({ ...current, [field]: undefined }))
  }

  function addFiles(list: FileList | File[] | null) {
    const files = list ? Array.from(list) : []
    if (files.length === 0) return
    const { error } = checkNewImages(files, imageCount)
    if (error) {
      toast.error(error)
      setErrors((current) => ({ ...current, images: error }))
      return
    }
    setErrors((current) => ({ ...current, images: undefined }))
    setFresh((current) => [
      ...current,
      ...files.map((file, index) => ({
        key: `${Date.now()}-${index}-${file.name}`,
        file,
        preview: URL.createObjectURL(file),
        progress: 0,
        status: 'waiting' as const,
        url: null,
      })),
    ])
  }

  function removeFresh(key: string) {
    setFresh((current) => {
      const gone = current.find((image) => image.key === key)
      if (gone) URL.revokeObjectURL(gone.preview)
      return current.filter((image) => image.key !== key)
    })
    toast.info(MESSAGES.rooms.imageRemoved)
  }

  function toggleMark(url: string) {
    if (marked.includes(url)) {
      if (imageCount >= MAX_ROOM_IMAGES) {
        toast.error(MESSAGES.image.tooMany(0))
        return
      }
      setMarked((current) => current.filter((item) => item !== url))
      return
    }
    setMarked((current) => [...current, url])
    toast.info(MESSAGES.rooms.imageMarked)
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault()
    setDragging(false)
    if (phase === 'idle') addFiles(event.dataTransfer.files)
  }

  function patchFresh(key: string, patch: Partial<NewImage>) {
    setFresh((current) =>
      current.map((image) => (image.key === key ? { ...image, ...patch } : image)),
    )
  }

  /** Uploads what is not uploaded yet, one after another; the addresses in picking order, or null. */
  async function uploadAll(): Promise<string[] | null> {
    const images = freshRef.current
    const total = images.length
    const urls: string[] = []
    for (const [index, image] of images.entries()) {
      setUploadStep({ current: index + 1, total })
      if (image.url) {
        urls.push(image.url)
        continue
      }
      patchFresh(image.key, { status: 'uploading', progress: 0 })
      try {
        const uploaded = await uploadImage(image.file, (fraction) =>
          patchFresh(image.key, { progress: fraction }),
        )
        patchFresh(image.key, { status: 'done', progress: 1, url: uploaded.secure_url })
        urls.push(uploaded.secure_url)
      } catch (error) {
        patchFresh(image.key, { status: 'failed' })
        const message = MESSAGES.image.uploadFailed(image.file.name, (error as Error).message)
        setBoxError(message)
        if (mode === 'update') toast.error(message, { autoClose: UPDATE_ERROR_TOAST_MS })
        return null
      }
    }
    return urls
  }

  function reset() {
    fresh.forEach((image) => URL.revokeObjectURL(image.preview))
    setFresh([])
    setValues(EMPTY_VALUES)
    setErrors({})
    setBoxError(null)
    setUploadStep(null)
    setPhase('idle')
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (phase !== 'idle') return
    const found = validateRoom({ ...values, imageCount })
    setErrors(found)
    const first = ROOM_FIELD_ORDER.find((field) => found[field])
    if (first) {
      document.getElementById(FIELD_IDS[first])?.focus()
      return
    }

    setBoxError(null)
    setPhase('submitting')
    // Every image is uploaded before the room is written: a room never exists with half its photos.
    const uploaded = await uploadAll()
    if (!uploaded) {
      setPhase('idle')
      setUploadStep(null)
      return
    }
    setUploadStep(null)

    const room = normalizeRoom({ ...values, imageCount })
    const imageURLs = [...keptExisting.map((image) => image.url), ...uploaded]
    try {
      if (mode === 'create') {
        await apiJson(
          '/api/room/create',
          { method: 'POST', body: JSON.stringify({ ...room, imageURLs }) },
          MESSAGES.rooms.createFailed,
        )
        toast.success(MESSAGES.rooms.created)
        setPhase('done')
        setTimeout(reset, CREATE_RESET_MS)
      } else {
        await apiJson(
          `/api/room/update/${encodeURIComponent(roomId as string)}`,
          {
            method: 'POST',
            body: JSON.stringify({ ...room, imageURLs, deletedImageUrls: marked }),
          },
          MESSAGES.rooms.updateFailed,
        )
        toast.success(MESSAGES.rooms.updated)
        setPhase('done')
        setTimeout(() => router.push('/admin/view-rooms'), UPDATE_REDIRECT_MS)
      }
    } catch (error) {
      const networkDown = error instanceof ApiError && !error.fromServer && error.status === 0
      const message =
        mode === 'create'
          ? networkDown
            ? MESSAGES.rooms.createFailedRetry
            : (error as Error).message || MESSAGES.rooms.createFailed
          : networkDown
            ? MESSAGES.rooms.updateFailedRetry
            : (error as Error).message || MESSAGES.rooms.updateFailed
      setBoxError(message)
      if (mode === 'update') toast.error(message, { autoClose: UPDATE_ERROR_TOAST_MS })
      setPhase('idle')
    }
  }

  const title = mode === 'create' ? 'Create Room' : 'Update Room'
  const subtitle =
    mode === 'create'
      ? 'Add a new room with its prices, amenities and photos'
      : 'Change the room’s details, prices, amenities and photos'
  const back = (
    <Link href="/admin" className={buttonClass.secondary}>
      <Icon name="arrowLeft" className="h-4 w-4" />
      Back to Dashboard
    </Link>
  )

  if (phase === 'loading') {
    return (
      <div>
        <PageTitle title={title} subtitle={subtitle} actions={back} />
        <p role="status" className="rounded-xl bg-white p-8 text-center text-stone-600">
          Loading room...
        </p>
      </div>
    )
  }
  if (phase === 'load-failed') {
    return (
      <div>
        <PageTitle title={title} subtitle={subtitle} actions={back} />
        <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-center">
          <p className="font-semibold text-red-800">{MESSAGES.rooms.fetchOneFailed}</p>
          <div className="mt-4 flex flex-wrap justify-center gap-2">
            <button
              type="button"
              onClick={() => {
                setPhase('loading')
                setAttempt((value) => value + 1)
              }}
              className={buttonClass.primary}
            >
              Try Again
            </button>
            <Link href="/admin/view-rooms" className={buttonClass.secondary}>
              View Rooms
            </Link>
          </div>
        </div>
      </div>
    )
  }

  const busy = phase !== 'idle'
  const describe = (field: RoomField) => `${FIELD_IDS[field]}-error`

  return (
    <div>
      <PageTitle title={title} subtitle={subtitle} actions={back} />
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
        <fieldset disabled={busy} className="min-w-0 space-y-4">
          <Section title="Basic Information">
            <div>
              <label htmlFor={FIELD_IDS.name} className="block text-sm font-medium text-stone-800">
                Room Name
              </label>
              <input
                id={FIELD_IDS.name}
                value={values.name}
                onChange={(event) => edit('name', event.target.value)}
                aria-invalid={Boolean(errors.name)}
                aria-describedby={describe('name')}
                className={cn(inputClass, errors.name ? 'border-red-500' : 'border-stone-300')}
              />
              <FieldError id={FIELD_IDS.name} message={errors.name} />
            </div>
            <div>
              <div className="flex items-baseline justify-between">
                <label
                  htmlFor={FIELD_IDS.description}
                  className="block text-sm font-medium text-stone-800"
                >
                  Description
                </label>
                <span className="text-xs text-stone-500" aria-hidden="true">
                  {values.description.length}/{DESCRIPTION_DISPLAY_MAX}
                </span>
              </div>
              <textarea
                id={FIELD_IDS.description}
                rows={5}
                value={values.description}
                onChange={(event) => edit('description', event.target.value)}
                aria-invalid={Boolean(errors.description)}
                aria-describedby={`${describe('description')} room-description-count`}
                className={cn(
                  inputClass,
                  errors.description ? 'border-red-500' : 'border-stone-300',
                )}
              />
              <span id="room-description-count" className="sr-only">
                {values.description.length} of {DESCRIPTION_DISPLAY_MAX} characters
              </span>
              <FieldError id={FIELD_IDS.description} message={errors.description} />
            </div>
            <div>
              <label
                htmlFor={FIELD_IDS.bedType}
                className="block text-sm font-medium text-stone-800"
              >
                Bed Type
              </label>
              <select
                id={FIELD_IDS.bedType}
                value={values.bedType}
                onChange={(event) => edit('bedType', event.target.value)}
                aria-invalid={Boolean(errors.bedType)}
                aria-describedby={describe('bedType')}
                className={cn(
                  inputClass,
                  'bg-white',
                  errors.bedType ? 'border-red-500' : 'border-stone-300',
                )}
              >
                <option value="">Select bed type</option>
                {BED_TYPES.map((bed) => (
                  <option key={bed} value={bed}>
                    {bed}
                  </option>
                ))}
              </select>
              <FieldError id={FIELD_IDS.bedType} message={errors.bedType} />
            </div>
          </Section>

          <Section title="Pricing">
            <div className="grid gap-x-4 sm:grid-cols-2">
              <PriceField
                field="regularPrice"
                label="Regular Price (₵ per night)"
                value={values.regularPrice}
                error={errors.regularPrice}
                onChange={(value) => edit('regularPrice', value)}
              />
              {values.offer && (
                <PriceField
                  field="discountedPrice"
                  label="Discounted Price (₵ per night)"
                  value={values.discountedPrice}
                  error={errors.discountedPrice}
                  onChange={(value) => edit('discountedPrice', value)}
                />
              )}
            </div>
            <label className="flex min-h-11 items-center gap-3 text-sm font-medium text-stone-800">
              <input
                type="checkbox"
                checked={values.offer}
                onChange={(event) => edit('offer', event.target.checked)}
                className="h-5 w-5 accent-brand-700"
              />
              Special offer (discounted price)
            </label>
          </Section>

          <Section title="Amenities">
            <div className="grid grid-cols-1 gap-1 sm:grid-cols-2 lg:grid-cols-3">
              {AMENITIES.map((amenity) => (
                <label
                  key={amenity.key}
                  className="flex min-h-11 items-center gap-3 text-sm text-stone-800"
                >
                  <input
                    type="checkbox"
                    checked={values[amenity.key]}
                    onChange={(event) => edit(amenity.key, event.target.checked)}
                    className="h-5 w-5 accent-brand-700"
                  />
                  {amenity.label}
                </label>
              ))}
            </div>
            <label className="mt-3 flex min-h-11 items-center gap-3 border-t border-stone-200 pt-3 text-sm font-semibold text-stone-900">
              <input
                type="checkbox"
                checked={values.isAvailable}
                onChange={(event) => edit('isAvailable', event.target.checked)}
                className="h-5 w-5 accent-brand-700"
              />
              Room is Available for Booking
            </label>
          </Section>

          <Section title="Room Images">
            <div
              onDragOver={(event) => {
                event.preventDefault()
                setDragging(true)
              }}
              onDragLeave={() => setDragging(false)}
              onDrop={onDrop}
              className={cn(
                'rounded-xl border-2 border-dashed p-6 text-center',
                dragging
                  ? 'border-brand-600 bg-brand-50'
                  : errors.images
                    ? 'border-red-400'
                    : 'border-stone-300',
              )}
            >
              <Icon name="upload" className="mx-auto h-8 w-8 text-stone-400" />
              <p className="mt-2 text-sm text-stone-700">Drag photos here, or</p>
              <button
                id={FIELD_IDS.images}
                type="button"
                onClick={() => fileInput.current?.click()}
                aria-describedby={`${describe('images')} room-images-rules`}
                className={cn(buttonClass.secondary, 'mt-2')}
              >
                Choose photos
              </button>
              <input
                ref={fileInput}
                type="file"
                multiple
                accept="image/jpeg,image/png,image/webp"
                className="sr-only"
                tabIndex={-1}
                aria-label="Room photos"
                data-testid="room-images-input"
                onChange={(event) => {
                  addFiles(event.target.files)
                  event.target.value = ''
                }}
              />
              <p id="room-images-rules" className="mt-2 text-xs text-stone-500">
                JPEG, PNG or WebP, under 5 MB each, up to {MAX_ROOM_IMAGES} photos. The first photo
                is the thumbnail. {imageCount}/{MAX_ROOM_IMAGES} chosen.
              </p>
            </div>
            <FieldError id={FIELD_IDS.images} message={errors.images} />

            {(existing.length > 0 || fresh.length > 0) && (
              <ul
                className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4"
                aria-label="Chosen photos"
              >
                {existing.map((image) => {
                  const isMarked = marked.includes(image.url)
                  return (
                    <li key={image.url} className="relative" data-testid="existing-image">
                      <button
                        type="button"
                        onClick={() =>
                          setPreview({ src: image.sizes.large ?? image.url, name: image.alt })
                        }
                        className="block w-full overflow-hidden rounded-lg ring-1 ring-stone-200"
                        aria-label={`Preview ${image.alt}`}
                      >
                        {/* eslint-disable-next-line @next/next/no-img-element -- already resized at upload */}
                        <img
                          src={image.sizes.card ?? image.url}
                          alt=""
                          className={cn(
                            'aspect-[4/3] w-full object-cover',
                            isMarked && 'opacity-30 grayscale',
                          )}
                        />
                      </button>
                      {isMarked && (
                        <span className="pointer-events-none absolute inset-x-0 top-1/3 text-center text-xs font-bold text-red-700">
                          Will be deleted
                        </span>
                      )}
                      <button
                        type="button"
                        onClick={() => toggleMark(image.url)}
                        aria-pressed={isMarked}
                        className={cn(
                          'mt-1 w-full rounded-md px-2 py-2 text-xs font-semibold',
                          isMarked
                            ? 'bg-stone-200 text-stone-800'
                            : 'bg-red-50 text-red-700 hover:bg-red-100',
                        )}
                      >
                        {isMarked ? 'Keep image' : 'Delete image'}
                      </button>
                    </li>
                  )
                })}
                {fresh.map((image) => (
                  <li key={image.key} className="relative" data-testid="new-image">
                    <button
                      type="button"
                      onClick={() => setPreview({ src: image.preview, name: image.file.name })}
                      className="block w-full overflow-hidden rounded-lg ring-1 ring-stone-200"
                      aria-label={`Preview ${image.file.name}`}
                    >
                      {/* eslint-disable-next-line @next/next/no-img-element -- a local preview of the picked file */}
                      <img
                        src={image.preview}
                        alt=""
                        className="aspect-[4/3] w-full object-cover"
                      />
                    </button>
                    <p className="mt-1 truncate text-xs text-stone-600">{image.file.name}</p>
                    <div
                      role="progressbar"
                      aria-label={`Upload of ${image.file.name}`}
                      aria-valuemin={0}
                      aria-valuemax={100}
                      aria-valuenow={Math.round(image.progress * 100)}
                      className="mt-1 h-1.5 overflow-hidden rounded-full bg-stone-200"
                    >
                      <div
                        className={cn(
                          'h-full transition-[width]',
                          image.status === 'failed' ? 'bg-red-600' : 'bg-emerald-600',
                        )}
                        style={{ width: `${Math.round(image.progress * 100)}%` }}
                      />
                    </div>
                    <button
                      type="button"
                      onClick={() => removeFresh(image.key)}
                      className="mt-1 w-full rounded-md bg-stone-100 px-2 py-2 text-xs font-semibold text-stone-800 hover:bg-stone-200"
                    >
                      Remove
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </Section>
        </fieldset>

        <div className="sticky bottom-0 -mx-3 flex flex-col gap-2 border-t border-stone-200 bg-stone-100/95 px-3 py-3 sm:static sm:mx-0 sm:flex-row sm:items-center sm:justify-end sm:border-0 sm:bg-transparent sm:px-0">
          <p aria-live="polite" className="text-sm text-stone-700 sm:mr-auto">
            {uploadStep && `Uploading image ${uploadStep.current}/${uploadStep.total}`}
          </p>
          <button type="submit" disabled={busy} className={buttonClass.primary}>
            {phase === 'submitting'
              ? uploadStep
                ? `Uploading ${uploadStep.current}/${uploadStep.total}...`
                : mode === 'create'
                  ? 'Creating...'
                  : 'Saving...'
              : mode === 'create'
                ? 'Create Room'
                : 'Update Room'}
          </button>
        </div>
      </form>

      <Dialog
        open={preview !== null}
        onClose={() => setPreview(null)}
        labelledBy="image-preview-title"
        className="max-w-3xl"
      >
        <div className="flex items-center justify-between gap-2 border-b border-stone-200 px-4 py-2">
          <h2 id="image-preview-title" className="truncate text-sm font-semibold text-stone-900">
            {preview?.name}
          </h2>
          <button
            type="button"
            onClick={() => setPreview(null)}
            aria-label="Close preview"
            className="flex h-10 w-10 items-center justify-center rounded-lg hover:bg-stone-100"
          >
            <Icon name="close" />
          </button>
        </div>
        {preview && (
          // eslint-disable-next-line @next/next/no-img-element -- the picked file or the large copy
          <img
            src={preview.src}
            alt={preview.name}
            className="max-h-[75dvh] w-full object-contain"
          />
        )}
      </Dialog>
    </div>
  )
}
