import type { Booking } from '@/payload-types'

import { bookingOwner } from '../bookingOwner'
import { nightReleaseHooks } from './releaseNights'

/** A stay gives back the nights it no longer covers, after each write and when deleted. */
export const { afterChange: releaseBookingNights, afterDelete: releaseDeletedBooking } =
  nightReleaseHooks<Booking>(bookingOwner)
