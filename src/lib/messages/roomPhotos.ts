/** Reordering a room's photos in the staff portal. */
export const roomPhotos = {
  moveUp: 'Move up',
  moveDown: 'Move down',
  // The visible words first: a voice user says what they see ("Move up"); a reader hears whose.
  moveUpLabel: (name: string) => `Move up: ${name}`,
  moveDownLabel: (name: string) => `Move down: ${name}`,
  moved: (name: string, position: number, total: number) =>
    `${name} moved to position ${position} of ${total}.${position === 1 ? ' It is now the thumbnail.' : ''}`,
  dragHint: 'Drag a photo, or use Move up and Move down, to change their order.',
} as const
