import type { ReactNode } from 'react'

import { formatStayDate } from '@/lib/dates'
import { stayMessages as stayMessagesText } from '@/lib/messages/stayMessages'
import { displayPhone, telLink } from '@/lib/phone'
import { whatsappLink } from '@/lib/whatsapp'
import { textLink as link } from '@/components/ui/styles'
import { API } from '@/lib/apiRoutes'
import { formatPesewas } from '@/lib/money/amounts'
import { DOCUMENT_PATHS } from '@/lib/money/documentLines'
import type { StayLinkClosed, StayView } from '@/data/stay'

import { PayOnline } from './PayOnline.client'
import { CancelRequest, ReviewForm } from './StayActions.client'
import { HowToPay } from './HowToPay'
import { StayMoney } from './StayMoney'
import { RegisterOnline } from './RegisterOnline.client'

/** A group's rooms, each with its party, its status and its price; the money below is theirs. */
function GroupRooms({ rooms }: { rooms: StayView['rooms'] }) {
  return (
    <section aria-labelledby="stay-rooms" className="space-y-2">
      <h2 id="stay-rooms" className="text-lg font-semibold">
        {stayMessagesText.groupRooms(rooms.length)}
      </h2>
      <ul className="divide-y divide-stone-200">
        {rooms.map((room, index) => (
          <li key={index} className="flex justify-between gap-3 py-1" data-testid="stay-room">
            <span>
              <strong>{room.name}</strong>
              <br />
              <span className="text-sm text-stone-600">
                {stayMessagesText.groupRoom(room.guests, room.status)}
              </span>
            </span>
            <span>{formatPesewas(room.price)}</span>
          </li>
        ))}
      </ul>
    </section>
  )
}

/**
 * A guest's own stay: what was agreed, what was paid, how to get there, and their one or two
 * actions. `payment` is the online payment the guest came back from; `payLink` says the page was
 * opened from a payment link, so its Pay button is brought into view.
 */
export function StayPage({
  stay,
  token,
  payment,
  payLink = false,
}: {
  stay: StayView
  token: string
  payment?: string
  payLink?: boolean
}) {
  const { house } = stay
  return (
    <div className="mx-auto max-w-xl space-y-6 px-4 pt-24 pb-8">
      <header className="space-y-1">
        <p className="text-sm text-stone-600">{house.name}</p>
        <h1 className="text-2xl font-bold">
          Your stay <span className="font-mono">{stay.reference}</span>
        </h1>
        <p>
          Status: <strong data-testid="stay-status">{stay.status}</strong>
        </p>
      </header>
      <section aria-labelledby="stay-dates" className="space-y-2">
        <h2 id="stay-dates" className="text-lg font-semibold">
          {stay.room.name}
        </h2>
        {stay.room.photo && (
          // A plain picture: the page stays as light as the public pages.
          // eslint-disable-next-line @next/next/no-img-element
          <img
            src={stay.room.photo.src}
            alt={stay.room.photo.alt}
            width={stay.room.photo.width}
            height={stay.room.photo.height}
            className="h-auto w-full rounded-xl"
          />
        )}
        <p>
          {formatStayDate(stay.checkIn)} → {formatStayDate(stay.checkOut)} · {stay.nights}{' '}
          {stay.nights === 1 ? 'night' : 'nights'} · {stay.guests}{' '}
          {stay.guests === 1 ? 'guest' : 'guests'}
        </p>
        <p data-testid="stay-times">{stay.house.times}</p>
        <a className={link} href={API.stayCalendar(token)} download>
          Add to calendar
        </a>
      </section>
      {stay.rooms.length > 1 && <GroupRooms rooms={stay.rooms} />}
      <StayMoney
        nightPrices={stay.nightPrices}
        money={stay.money}
        payments={stay.payments}
        extras={stay.extras}
        documents={{
          invoice: DOCUMENT_PATHS.guestInvoice(token),
          receipt: (receipt) => DOCUMENT_PATHS.guestReceipt(token, receipt),
        }}
      />
      <HowToPay reference={stay.reference} balance={stay.money.balance} {...stay.howToPay} />
      {(stay.payOnline || payment) && (
        <PayOnline
          startUrl={API.stayPay(token)}
          offer={stay.payOnline}
          statusUrl={payment ? API.stayPayStatus(token, payment) : null}
          highlighted={payLink && Boolean(stay.payOnline)}
        />
      )}
      <RegisterOnline token={token} initial={stay.register} />
      <section aria-labelledby="stay-house" className="space-y-1">
        <h2 id="stay-house" className="text-lg font-semibold">
          Finding us
        </h2>
        <p>{house.address}</p>
        {house.landmark && <p>{house.landmark}</p>}
        <p className="flex flex-wrap gap-x-4 gap-y-1">
          {house.mapLink && (
            <a className={link} href={house.mapLink} rel="noreferrer">
              Open the map
            </a>
          )}
          {house.phone && (
            <a className={link} href={telLink(house.phone)}>
              Call {displayPhone(house.phone)}
            </a>
          )}
          {house.whatsapp && (
            <a
              className={link}
              href={whatsappLink(house.whatsapp, `Hello, about my stay ${stay.reference}`)}
              rel="noreferrer"
            >
              WhatsApp us
            </a>
          )}
        </p>
      </section>
      {(stay.canCancel || stay.cancelAsked) && (
        <section aria-labelledby="stay-cancel" className="space-y-2">
          <h2 id="stay-cancel" className="text-lg font-semibold">
            Change of plans?
          </h2>
          {stay.cancelAsked ? (
            <p>You have asked to cancel. We will confirm it with you by phone or WhatsApp.</p>
          ) : (
            <CancelRequest url={API.stayCancel(token)} />
          )}
        </section>
      )}
      {(stay.canReview || stay.reviewed) && (
        <section id="review" aria-labelledby="stay-review" className="space-y-2">
          <h2 id="stay-review" className="text-lg font-semibold">
            How was your stay?
          </h2>
          {stay.reviewed ? (
            <p>Thank you for your review.</p>
          ) : (
            <ReviewForm url={API.stayReview(token)} />
          )}
        </section>
      )}
      <p className="text-sm text-stone-600">
        This page is yours: keep its link to yourself. It opens until{' '}
        {formatStayDate(stay.openUntil)}.
      </p>
    </div>
  )
}

/** What a guest's link shows instead of their stay's page or documents. */
export function StayLinkNotice({ closed }: { closed: StayLinkClosed }) {
  if (closed.state === 'limited') {
    return <StayNotice title="Please wait">{stayMessagesText.pageLimited}</StayNotice>
  }
  return (
    <StayNotice title="Link expired" house={closed.houseName}>
      {stayMessagesText.linkExpired(displayPhone(closed.phone))}
    </StayNotice>
  )
}

function StayNotice({
  title,
  house,
  children,
}: {
  title: string
  house?: string
  children: ReactNode
}) {
  return (
    <div className="mx-auto max-w-xl space-y-3 px-4 pt-24 pb-8">
      {house && <p className="text-sm text-stone-600">{house}</p>}
      <h1 className="text-2xl font-bold">{title}</h1>
      <p role="status" data-testid="stay-notice">
        {children}
      </p>
    </div>
  )
}
