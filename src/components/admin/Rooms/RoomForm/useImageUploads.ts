'use client'

import { useCallback, useEffect, useRef, useState } from 'react'
import { toast } from 'react-toastify'

import { MESSAGES } from '@/lib/messages'
import type { ContractImage } from '@/lib/rooms/contract'
import { MAX_ROOM_IMAGES } from '@/lib/rooms'
import { moveItem } from '@/lib/rooms/photoOrder'
import { checkNewImages } from '@/lib/validation/images'

import { uploadImage } from '@/components/admin/api'
import { shrinkForUpload } from './shrinkImage'

/** A picked file; once uploaded it keeps its address, so a retry never sends it twice. */
export type NewImage = {
  key: string
  file: File
  preview: string
  progress: number
  status: 'waiting' | 'uploading' | 'done' | 'failed'
  url: string | null
}

export type UploadStep = { current: number; total: number }

/**
 * The room's photos: the stored ones (which can be marked for deletion) and the newly picked ones
 * (uploaded one after another when the form is sent, with progress).
 * `onImagesError` receives the picker's error, or undefined once a pick is accepted.
 */
export function useImageUploads(onImagesError: (error: string | undefined) => void) {
  const [existing, setExisting] = useState<ContractImage[]>([])
  const [marked, setMarked] = useState<string[]>([])
  const [fresh, setFresh] = useState<NewImage[]>([])
  const [uploadStep, setUploadStep] = useState<UploadStep | null>(null)
  // The upload loop reads the latest list while its own progress updates re-render the form.
  const freshRef = useRef(fresh)
  useEffect(() => {
    freshRef.current = fresh
  }, [fresh])

  // Object URLs hold the picked files in memory until they are let go.
  useEffect(() => () => freshRef.current.forEach((image) => URL.revokeObjectURL(image.preview)), [])

  const keptExisting = existing.filter((image) => !marked.includes(image.url))
  const imageCount = keptExisting.length + fresh.length

  /** The stored photos of the room being edited; none are marked yet. */
  const load = useCallback((images: ContractImage[]) => {
    setExisting(images)
    setMarked([])
  }, [])

  function addFiles(list: FileList | File[] | null) {
    const files = list ? Array.from(list) : []
    if (files.length === 0) return
    const { error } = checkNewImages(files, imageCount)
    if (error) {
      toast.error(error)
      onImagesError(error)
      return
    }
    onImagesError(undefined)
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

  /** Moves a stored photo within the stored ones; they are saved in this order. */
  function moveExisting(from: number, to: number) {
    setExisting((current) => moveItem(current, from, to))
  }

  /** Moves a new photo within the new ones; they follow the stored ones in this order. */
  function moveFresh(from: number, to: number) {
    setFresh((current) => moveItem(current, from, to))
  }

  function patchFresh(key: string, patch: Partial<NewImage>) {
    setFresh((current) =>
      current.map((image) => (image.key === key ? { ...image, ...patch } : image)),
    )
  }

  /**
   * Uploads what is not uploaded yet, one after another: the addresses in picking order, or the
   * failure's text ("Failed to upload {file}: {reason}") at the first file that fails.
   */
  async function uploadAll(): Promise<{ urls: string[] } | { error: string }> {
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
        // Shrunk here, not at pick time: only photos actually sent pay for it.
        const file = await shrinkForUpload(image.file)
        const uploaded = await uploadImage(file, (fraction) =>
          patchFresh(image.key, { progress: fraction }),
        )
        patchFresh(image.key, { status: 'done', progress: 1, url: uploaded.secure_url })
        urls.push(uploaded.secure_url)
      } catch (error) {
        patchFresh(image.key, { status: 'failed' })
        setUploadStep(null)
        return { error: MESSAGES.image.uploadFailed(image.file.name, (error as Error).message) }
      }
    }
    setUploadStep(null)
    return { urls }
  }

  /** Lets go of the picked files, after a room is created. */
  function clear() {
    fresh.forEach((image) => URL.revokeObjectURL(image.preview))
    setFresh([])
    setUploadStep(null)
  }

  return {
    existing,
    marked,
    fresh,
    keptExisting,
    imageCount,
    uploadStep,
    load,
    addFiles,
    removeFresh,
    toggleMark,
    moveExisting,
    moveFresh,
    uploadAll,
    clear,
  }
}

export type ImageUploads = ReturnType<typeof useImageUploads>
