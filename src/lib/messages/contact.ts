export const contact = {
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
} as const
