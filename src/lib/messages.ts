/**
 * Every user-facing message, written once: the forms' validation texts, the toasts, and what the
 * API answers. Client forms and server endpoints import these so the wording can never drift apart.
 */
export const MESSAGES = {
  room: {
    nameRequired: 'Room name is required',
    descriptionRequired: 'Room description is required',
    descriptionTooShort: 'Description must be at least 20 characters',
    regularPriceRequired: 'Regular price is required',
    priceMustBePositive: 'Price must be greater than 0',
    discountedPriceRequired: 'Discounted price is required when offer is enabled',
    discountedPriceMustBePositive: 'Discounted price must be greater than 0',
    discountedPriceNotLess: 'Discounted price must be less than regular price',
    bedTypeRequired: 'Bed type is required',
    imageRequired: 'At least one image is required',
  },
  image: {
    wrongType: 'Only JPEG, PNG, and WebP images are allowed',
    tooLarge: 'Each image must be less than 5MB',
    tooMany: (canAdd: number) => `Maximum 6 images allowed. You can add ${canAdd} more.`,
    uploadFailed: (filename: string, reason?: string) =>
      `Failed to upload ${filename}: ${reason || 'Upload failed'}`,
  },
  contact: {
    invalidEmail: 'Please enter a valid email address',
    invalidPhone: 'Please enter a valid phone number',
    checkInPast: 'Check-in date cannot be in the past',
    checkOutBeforeCheckIn: 'Check-out date must be after check-in date',
    network: 'Network error. Please check your connection and try again.',
    server: 'Server error. Please try again later or contact us directly.',
    invalidData: 'Invalid form data. Please check your information and try again.',
    failed: 'Failed to send message. Please try again.',
    success: 'Your message has been sent successfully. You will receive an email.',
    /** Without a mail server nothing is emailed: staff read the message in /cms and reply. */
    successNoEmail:
      'Your message has been sent successfully. We will get back to you by phone, WhatsApp or email.',
  },
  signIn: {
    emailRequired: 'Email is required',
    invalidEmail: 'Please enter a valid email address',
    passwordRequired: 'Password is required',
    passwordTooShort: 'Password must be at least 6 characters',
    failed: 'Sign in failed',
    locked: 'Too many failed sign-in attempts. This account is locked for 10 minutes.',
    wrongCredentials: 'The email or password is incorrect.',
  },
  preview: {
    notice: 'Preview with unpublished changes: guests do not see this until you publish.',
  },
  rooms: {
    fetchFailed: 'Failed to fetch rooms',
    refreshFailed: 'We could not check for changes just now, so these rooms may be out of date.',
    loaded: 'Rooms loaded successfully',
    deleteFailed: 'Failed to delete room',
    deleted: 'Room deleted successfully',
    toggleFailed: 'Failed to change room availability',
    nowVisible: (name: string) => `Room "${name}" is now visible to customers`,
    nowHidden: (name: string) => `Room "${name}" is now hidden from customers`,
    fetchOneFailed: 'Failed to fetch room data',
    createFailed: 'Failed to create room',
    createFailedRetry: 'Failed to create room. Please try again.',
    created: 'Room created and posted successfully!',
    updateFailed: 'Failed to update room',
    updateFailedRetry: 'Failed to update room. Please try again.',
    updated: 'Room updated successfully!',
    imageMarked: 'Image marked for deletion',
    imageRemoved: 'Image removed',
    copyLink: 'Copy this link to share the room:',
    linkCopied: 'Room link copied to clipboard!',
    notFound: 'Room not found',
  },
  upload: {
    notMultipart: 'Send the image as multipart/form-data with a "file" field',
    noFile: 'No file was uploaded',
    failed: 'Upload failed',
    sameImageTwice: 'The same image is listed twice',
  },
  /** What any endpoint answers to a request it cannot read. */
  request: {
    notJson: 'Send the data as JSON (Content-Type: application/json)',
    tooLarge: 'The request is too large',
    invalidJson: 'The request body is not valid JSON',
    notObject: 'The request body must be a JSON object',
    mustBeText: (field: string) => `${field} must be text`,
    tooLong: (field: string) => `${field} is too long`,
    rateLimited: 'Too many requests. Please wait a few minutes and try again.',
    methodNotAllowed: 'Method not allowed',
  },
  booking: {
    checkOutRequired: 'Check-out date is required',
  },
  dashboard: {
    fetchFailed: 'Failed to fetch dashboard data',
  },
  auth: {
    notSignedIn: 'You must be signed in to do this',
    forbidden: 'You are not allowed to do this',
    signedOut: 'Signed out successfully',
    signOutFailed: 'Sign out failed',
    /** The staff portal is for admins; editors work in the content editor. */
    adminOnly:
      'The staff portal is for admin accounts. Editors can use the content editor at /cms.',
  },
} as const
