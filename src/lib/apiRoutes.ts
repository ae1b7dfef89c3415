/**
 * Every `/api/...` address the browser calls, in one place: the contract's endpoints and the
 * Payload collections the staff portal reads. Ids and query values are encoded here, so no caller
 * builds an address by hand. An id in a path is always `:id` on the server.
 */
const at = (id: string) => encodeURIComponent(id)

export const API = {
  auth: {
    signIn: '/api/auth/signin',
    signOut: '/api/auth/signout',
    verify: '/api/auth/verify',
  },
  contact: '/api/contact/email',
  upload: '/api/images/upload',
  dashboard: (period: number | string) => `/api/dashboard?period=${at(String(period))}`,
  /** The owner's month, YYYY-MM; `csv` for its CSV. */
  month: (month: string, csv = false) => `/api/month?month=${at(month)}${csv ? '&format=csv' : ''}`,
  /** The contract's room calls (`/api/room/...`). */
  room: {
    all: '/api/room/get-all-rooms',
    create: '/api/room/create',
    get: (id: string) => `/api/room/get/${at(id)}`,
    update: (id: string) => `/api/room/update/${at(id)}`,
    delete: (id: string) => `/api/room/delete/${at(id)}`,
  },
  /** Payload's own REST collections the portal reads and writes. */
  rooms: (query = '') => `/api/rooms${query ? `?${query}` : ''}`,
  roomDoc: (id: string, query = '') => `/api/rooms/${at(id)}${query ? `?${query}` : ''}`,
  roomBlocks: '/api/room-blocks',
  /** The house's seasons, sorted by first night; one by id to change it. */
  seasons: '/api/seasons?depth=0&sort=from&limit=100',
  seasonDoc: (id = '') => `/api/seasons${id ? `/${at(id)}` : ''}?depth=0`,
  roomBlock: (id: string) => `/api/room-blocks/${at(id)}`,
  bookings: '/api/bookings',
  booking: (id: string, query = '') => `/api/bookings/${at(id)}${query ? `?${query}` : ''}`,
  bookingPayments: (id: string) => `/api/bookings/${at(id)}/payments`,
  bookingDeposit: (id: string) => `/api/bookings/${at(id)}/deposit`,
  bookingReverse: (id: string) => `/api/bookings/${at(id)}/reverse`,
  bookingCharges: (id: string) => `/api/bookings/${at(id)}/charges`,
  /** The extras price list as the desk offers it: active items, by name. */
  extrasOffered: '/api/extras?where[active][equals]=true&sort=name&limit=100&depth=0',
  /** The desk's stay changes: rooms and prices for dates, a new stay, a status step or undo. */
  bookingOptions: (query: URLSearchParams) => `/api/bookings/options?${query}`,
  bookingChange: (id: string) => `/api/bookings/${at(id)}/change`,
  bookingStatus: (id: string) => `/api/bookings/${at(id)}/status`,
  bookingMessages: (id: string) => `/api/bookings/${at(id)}/messages`,
  bookingDismissCancel: (id: string) => `/api/bookings/${at(id)}/dismiss-cancel`,
  stayCalendar: (token: string) => `/api/bookings/stay/${at(token)}/calendar`,
  stayCancel: (token: string) => `/api/bookings/stay/${at(token)}/cancel`,
  stayReview: (token: string) => `/api/bookings/stay/${at(token)}/review`,
  /** A guest's online payment: start one (`{ purpose }`), then read what became of it. */
  stayPay: (token: string) => `/api/bookings/stay/${at(token)}/pay`,
  stayPayStatus: (token: string, reference: string) =>
    `/api/bookings/stay/${at(token)}/pay/${at(reference)}`,
  /** Where the gateway sends the guest back, and where it posts its signed events. */
  onlinePaymentReturn: '/api/online-payments/return',
  onlinePaymentWebhook: (gateway: string) => `/api/online-payments/webhook/${at(gateway)}`,
  /** The guest register: the guest's own registration, the desk's, the book and the return. */
  stayRegister: (token: string) => `/api/guest-registrations/stay/${at(token)}`,
  register: {
    add: '/api/guest-registrations/register',
    book: (query: URLSearchParams) => `/api/guest-registrations/book?${query}`,
    fridayReturn: (week: string, csv = false) =>
      `/api/guest-registrations/return?week=${at(week)}${csv ? '&format=csv' : ''}`,
    returnSent: '/api/guest-registrations/return/sent',
    returning: (phone: string) => `/api/guest-registrations/returning?phone=${at(phone)}`,
    reminder: '/api/guest-registrations/reminder',
    /** A stay's registrations as Payload lists them: numbers masked, no birth dates. */
    ofStay: (bookingId: string) =>
      `/api/guest-registrations?where[booking][equals]=${at(bookingId)}&depth=0&limit=50&sort=createdAt`,
    reveal: (id: string) => `/api/guest-registrations/${at(id)}/reveal`,
    erase: (id: string) => `/api/guest-registrations/${at(id)}/erase`,
  },
  bookingsWaiting: '/api/bookings/count?where[status][equals]=requested',
  availability: (query: URLSearchParams) => `/api/bookings/availability?${query}`,
  bookingRequest: '/api/bookings/request',
  walkIn: '/api/bookings/walk-in',
  bookingsExport: (query: URLSearchParams) => `/api/bookings/export?${query}`,
  bookingsToday: '/api/bookings/today',
  /** The balances owed by guests who have left, a page at a time. */
  bookingsOwed: (page = 1) => `/api/bookings/owed?page=${page}`,
  /** The day's takings: `day` or `from`/`to`, optionally `user`, `format=csv`. */
  cashUp: (query: URLSearchParams) => `/api/bookings/cash-up?${query}`,
  cashUpClose: '/api/bookings/cash-up-close',
  dayClose: (day: string) => `/api/bookings/cash-up-close?day=${day}`,
  /** Staff by name, for an admin choosing whose takings to see. */
  staff: '/api/users?depth=0&limit=100&sort=name&select[name]=true',
  housekeeping: '/api/bookings/housekeeping',
} as const
