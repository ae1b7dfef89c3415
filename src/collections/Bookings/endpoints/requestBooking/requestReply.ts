import type { ChildPolicy } from '@/lib/bookings/party'
import type { BookingForm } from '@/lib/validation/booking'
import { bookingRequestLink } from '@/lib/whatsapp'
import type { Booking } from '@/payload-types'

import { quoteInCedis } from '../../pricing'
import type { RequestedStay } from './priceStays'

/**
 * The answer to a request, whether it made the stays or found them made by an earlier send: the
 * reference the guest is given (a group's, which is its first stay's) and the WhatsApp message
 * naming every room with its people (young children apart, under the owner's age) and its price.
 */
export function requestReply(
  whatsappNumber: string,
  form: BookingForm,
  stays: readonly RequestedStay[],
  policy: ChildPolicy,
): (stay: Pick<Booking, 'group' | 'reference'>) => Response {
  const [first, ...others] = stays
  const firstQuoted = quoteInCedis(first.quote)
  return (stay) => {
    const reference = stay.group ?? stay.reference
    return Response.json(
      {
        success: true,
        reference,
        whatsappUrl: bookingRequestLink(whatsappNumber, {
          reference: reference ?? undefined,
          ...form,
          childAge: policy.childAge,
          room: {
            name: first.name,
            regularPrice: firstQuoted.nightlyPrice,
            discountedPrice: null,
            offer: false,
            total: firstQuoted.total,
          },
          moreRooms: others.map((other) => ({
            name: other.name,
            guests: String(other.people.guests),
            children: String(other.people.children),
            total: quoteInCedis(other.quote).total,
          })),
        }),
      },
      { status: 201 },
    )
  }
}
