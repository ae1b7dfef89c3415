import { Icon } from '@/components/ui/Icon'
import { buttonOutline } from '@/components/ui/styles'
import { roomBookingPath } from '@/lib/site'

/**
 * The second way to book a room, beside WhatsApp's Book Now: the booking form with this room
 * chosen, where the guest picks dates and sends a request the desk records. A plain link, so it
 * works before any script has run.
 */
export function ChooseDatesLink({ roomId, roomName }: { roomId: string; roomName: string }) {
  return (
    <a
      href={roomBookingPath(roomId)}
      className={buttonOutline}
      aria-label={`Choose dates: ${roomName}`}
      data-testid="choose-dates"
    >
      <Icon name="calendar" className="h-4 w-4" />
      Choose dates
    </a>
  )
}
