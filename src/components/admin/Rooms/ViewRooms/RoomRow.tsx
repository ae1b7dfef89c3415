import Link from 'next/link'

import { Badge } from '@/components/ui/Badge'
import { Icon } from '@/components/ui/Icon'
import { formatDate } from '@/lib/dates'
import { formatCedis, PER_NIGHT } from '@/lib/money/amounts'
import type { ContractRoom } from '@/lib/rooms/contract'
import { amenityLabels, hasOffer, isPremium } from '@/lib/rooms'

function thumbnail(room: ContractRoom): string | null {
  const first = room.images[0]
  return first?.sizes.thumbnail ?? first?.url ?? room.imageURLs[0] ?? null
}

type Props = {
  room: ContractRoom
  /** True while the room's visibility is being changed. */
  busy: boolean
  onToggle: () => void
  onDelete: () => void
}

/** One room: a table row on wide screens, a stacked card on phones. */
export function RoomRow({ room, busy, onToggle, onDelete }: Props) {
  const premium = isPremium(room)
  const onOffer = hasOffer(room)
  const image = thumbnail(room)
  return (
    <tr key={room._id} data-room-id={room._id} className="align-top max-md:block max-md:p-3">
      <td className="px-4 py-3 max-md:block max-md:p-0">
        <div className="flex gap-3">
          {image ? (
            // eslint-disable-next-line @next/next/no-img-element -- the 160 px copy made at upload
            <img
              src={image}
              alt=""
              loading="lazy"
              className="h-14 w-14 shrink-0 rounded-lg object-cover"
            />
          ) : (
            <span className="flex h-14 w-14 shrink-0 items-center justify-center rounded-lg bg-stone-100 text-stone-400">
              <Icon name="image" />
            </span>
          )}
          <div className="min-w-0">
            <p className="flex items-center gap-1 font-semibold text-stone-900">
              {premium && (
                <span role="img" aria-label="Premium" title="Premium">
                  <Icon name="crown" className="h-4 w-4 shrink-0 text-amber-500" />
                </span>
              )}
              <span className="truncate" data-testid="room-name">
                {room.name}
              </span>
            </p>
            <p className="line-clamp-2 text-xs text-stone-600 md:max-w-xs">{room.description}</p>
          </div>
        </div>
      </td>
      <td className="px-4 py-3 max-md:mt-2 max-md:block max-md:p-0">
        <p className="flex items-center gap-1 text-stone-800">
          <Icon name="bed" className="h-4 w-4 text-stone-500" />
          {room.bedType}
        </p>
        <ul className="mt-1 flex flex-wrap gap-1" aria-label="Amenities">
          {amenityLabels(room).map((label) => (
            <li
              key={label}
              className="rounded bg-stone-100 px-1.5 py-0.5 text-[0.7rem] text-stone-700"
            >
              {label}
            </li>
          ))}
        </ul>
      </td>
      <td className="px-4 py-3 whitespace-nowrap max-md:mt-2 max-md:inline-block max-md:p-0">
        {onOffer ? (
          <p>
            <span className="font-semibold text-stone-900">
              {formatCedis(room.discountedPrice as number)}
            </span>{' '}
            <s className="text-xs text-stone-500">{formatCedis(room.regularPrice)}</s>
          </p>
        ) : (
          <p className="font-semibold text-stone-900">{formatCedis(room.regularPrice)}</p>
        )}
        <p className="text-xs text-stone-500">{PER_NIGHT}</p>
      </td>
      <td className="px-4 py-3 max-md:mt-2 max-md:ml-4 max-md:inline-block max-md:p-0 max-md:align-top">
        <div className="flex flex-wrap gap-1">
          {room.isAvailable ? (
            <Badge tone="green">Available</Badge>
          ) : (
            <Badge tone="grey">Hidden</Badge>
          )}
          {onOffer && <Badge tone="amber">On Offer</Badge>}
          {premium && <Badge tone="purple">Premium</Badge>}
        </div>
      </td>
      <td className="px-4 py-3 whitespace-nowrap text-stone-600 max-md:mt-1 max-md:block max-md:p-0 max-md:text-xs">
        <span className="md:hidden">Updated </span>
        {formatDate(room.updatedAt)}
      </td>
      <td className="px-4 py-3 max-md:mt-2 max-md:block max-md:p-0">
        <div className="flex justify-end gap-1 max-md:justify-start">
          <button
            type="button"
            onClick={onToggle}
            disabled={busy}
            aria-label={`${room.isAvailable ? 'Hide' : 'Show'} ${room.name}`}
            title={room.isAvailable ? 'Hide from customers' : 'Show to customers'}
            className="flex h-11 w-11 items-center justify-center rounded-lg text-stone-700 hover:bg-stone-100 disabled:opacity-50"
          >
            <Icon name={room.isAvailable ? 'eye-off' : 'eye'} />
          </button>
          <Link
            href={`/admin/update-room/${encodeURIComponent(room._id)}`}
            aria-label={`Edit ${room.name}`}
            title="Edit"
            className="flex h-11 w-11 items-center justify-center rounded-lg text-brand-700 hover:bg-brand-50"
          >
            <Icon name="edit" />
          </Link>
          <button
            type="button"
            onClick={onDelete}
            aria-label={`Delete ${room.name}`}
            title="Delete"
            className="flex h-11 w-11 items-center justify-center rounded-lg text-red-700 hover:bg-red-50"
          >
            <Icon name="trash" />
          </button>
        </div>
      </td>
    </tr>
  )
}
