export const image = {
  wrongType: 'Only JPEG, PNG, and WebP images are allowed',
  tooLarge: 'Each image must be less than 5MB',
  tooManyPixels:
    'Each image must be at most 50 megapixels (for example 8000 × 6000 pixels). Please send a smaller copy.',
  /** Why a picture cannot be deleted, by what still uses it. */
  inUse: {
    room: 'This picture is shown by a room. Remove it from the room first.',
    banner:
      'A banner image uses this picture (published, in a draft or in a version that can be restored), so it is kept. Choose another picture for the banner first.',
    testimonial:
      'A testimonial uses this picture (published, in a draft or in a version that can be restored), so it is kept. Choose another photo for the testimonial first.',
    explore:
      'The Explore page uses this picture (published, in a draft or in a version that can be restored), so it is kept. Take it out of the Explore page first.',
    staffAvatar:
      'A staff account uses this picture as its avatar. Choose another avatar for that account first.',
    sharePicture:
      'A page shows this picture when its link is shared (published, in a draft or in a version that can be restored), so it is kept. Choose another share picture in Site settings, Search & sharing first.',
  },
  tooMany: (canAdd: number) => `Maximum 6 images allowed. You can add ${canAdd} more.`,
  /** What screen readers say for a room's photo that has no description of its own. */
  roomPhotoAlt: (room: string, position: number) => `${room}, photo ${position}`,
  /** The alt text of an uploaded photo whose file name says nothing either. */
  placeholderAlt: 'Room photo',
  uploadFailed: (filename: string, reason?: string) =>
    `Failed to upload ${filename}: ${reason || 'Upload failed'}`,
} as const
