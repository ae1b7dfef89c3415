'use client'

import { useState, type DragEvent } from 'react'

/** What a dragged photo carries, so a file dropped from the computer is never taken for one. */
const PHOTO_TYPE = 'application/x-room-photo'

/**
 * Drag-and-drop among one list of photos: the props a tile spreads, and the index being dragged
 * (to dim it). A drop on another tile moves the dragged photo to that place.
 */
export function usePhotoDrag(group: string, onMove: (from: number, to: number) => void) {
  const [dragged, setDragged] = useState<number | null>(null)

  function tileProps(index: number) {
    return {
      draggable: true,
      onDragStart: (event: DragEvent<HTMLElement>) => {
        event.dataTransfer.effectAllowed = 'move'
        event.dataTransfer.setData(PHOTO_TYPE, `${group}:${index}`)
        setDragged(index)
      },
      onDragEnd: () => setDragged(null),
      onDragOver: (event: DragEvent<HTMLElement>) => {
        if (event.dataTransfer.types.includes(PHOTO_TYPE)) event.preventDefault()
      },
      onDrop: (event: DragEvent<HTMLElement>) => {
        const [from, position] = event.dataTransfer.getData(PHOTO_TYPE).split(':')
        if (from !== group) return
        event.preventDefault()
        setDragged(null)
        onMove(Number(position), index)
      },
    }
  }

  return { dragged, tileProps }
}
