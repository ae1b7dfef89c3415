import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/isAdmin'
import { isBookingsStaff } from '@/access/isBookingsStaff'
import { cashUp } from '@/collections/Ledger/endpoints/cashUp'
import { closeDay } from '@/collections/Ledger/endpoints/closeDay'
import { getDayClose } from '@/collections/Ledger/endpoints/getDayClose'
import { getOwed } from '@/collections/Ledger/endpoints/getOwed'
import { changeStatus } from './endpoints/changeStatus'
import { changeStay } from './endpoints/changeStay'
import { exportCsv } from './endpoints/exportCsv'
import { getAvailability } from './endpoints/getAvailability'
import { getToday } from './endpoints/getToday'
import { recordPayment } from '@/collections/Ledger/endpoints/recordPayment'
import { setDeposit } from '@/collections/Ledger/endpoints/setDeposit'
import { addCharge } from '@/collections/Ledger/endpoints/addCharge'
import { requestBooking } from './endpoints/requestBooking'
import { reverseEntry } from '@/collections/Ledger/endpoints/reverseEntry'
import { setHousekeeping } from './endpoints/setHousekeeping'
import { stayOptions } from './endpoints/stayOptions'
import { walkIn } from './endpoints/walkIn'
import { listStayMessages, recordStayMessage } from './guestStay/endpoints/stayMessagesDesk'
import { dismissCancelRequest } from './guestStay/endpoints/dismissCancelRequest'
import { askToCancel, sendReview, stayCalendar } from './guestStay/endpoints/guestStay'
import { startStayPayment, stayPaymentStatus } from '../OnlinePayments/endpoints/guestPay'

import { bookingFields } from './fields'
import { checkBooking } from './hooks/checkBooking'
import { checkStayRules } from './hooks/checkStayRules'
import { fillBooking } from './hooks/fillBooking'
import { appendHistory } from './hooks/history'
import { inTimeOrder } from './hooks/inTimeOrder'
import { leaveTokenHashes } from './guestStay/hooks/leaveTokenHashes'
import { keepMoney } from '@/collections/Ledger/hooks/keepMoney'
import { markRoomDirty } from './hooks/markRoomDirty'
import { queueStayMessage } from './guestStay/hooks/queueStayMessage'
import { recordFigures } from '@/collections/Ledger/hooks/recordFigures'
import { withStayLedger } from '@/collections/Ledger/hooks/withStayLedger'
import { releaseBookingNights, releaseDeletedBooking } from './hooks/releaseBookingNights'
import { resetStayStamps } from './hooks/resetStayStamps'
import { registerAtCheckIn } from '@/collections/GuestRegister/hooks/registerAtCheckIn'

/**
 * Every stay and every guest's request. A booking takes its room's nights only while it is
 * confirmed or checked in (see `@/lib/bookings/availability`); its hooks keep `booked-nights` in
 * step, refuse overlapping stays and record each change in `history`, whichever door the write
 * came through (portal, /cms, REST).
 */
export const Bookings: CollectionConfig = {
  slug: 'bookings',
  defaultSort: '-checkIn',
  admin: {
    useAsTitle: 'reference',
    defaultColumns: ['reference', 'guestName', 'room', 'checkIn', 'checkOut', 'status'],
    group: 'Rooms & bookings',
    description:
      'Every stay and request: guest, room, dates, status, payments and history. The staff portal’s Bookings desk is the everyday place to work them.',
    listSearchableFields: ['reference', 'group', 'guestName', 'phone'],
  },
  access: {
    read: isBookingsStaff,
    create: isBookingsStaff,
    update: isBookingsStaff,
    // Reception ends a stay by cancelling it: a deleted booking takes its history with it.
    delete: isAdmin,
  },
  // Guests' doors (what is free, a request); the desk's (rooms for a stay, changing a stay, its
  // status steps, its day, housekeeping), the CSV export and payments; the rest is Payload's REST.
  endpoints: [
    cashUp,
    getDayClose,
    closeDay,
    getAvailability,
    requestBooking,
    stayOptions,
    changeStay,
    changeStatus,
    walkIn,
    exportCsv,
    recordPayment,
    addCharge,
    reverseEntry,
    setDeposit,
    getToday,
    getOwed,
    setHousekeeping,
    listStayMessages,
    recordStayMessage,
    dismissCancelRequest,
    stayCalendar,
    askToCancel,
    sendReview,
    startStayPayment,
    stayPaymentStatus,
  ],
  hooks: {
    beforeValidate: [fillBooking],
    beforeChange: [
      checkStayRules,
      registerAtCheckIn,
      checkBooking,
      resetStayStamps,
      leaveTokenHashes,
    ],
    afterChange: [
      appendHistory,
      recordFigures,
      releaseBookingNights,
      markRoomDirty,
      queueStayMessage,
    ],
    afterRead: [inTimeOrder, withStayLedger],
    beforeDelete: [keepMoney],
    afterDelete: [releaseDeletedBooking],
  },
  fields: bookingFields,
  // The desk's list, its calendar and Today ask for stays of some statuses over a range of dates,
  // and the balances owed for checked-out stays whose ledger leaves something to pay: an index
  // for each, so none of them reads every stay a house has had.
  indexes: [
    { fields: ['status', 'checkOut'] },
    { fields: ['status', 'ledgerBalance', 'checkOut'] },
  ],
}
