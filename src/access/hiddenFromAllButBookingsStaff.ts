import { hasBookingsRole } from './roles'

/** For /cms menus of the booking desk's own records, such as the guest register: not for editors. */
export const hiddenFromAllButBookingsStaff = ({ user }: { user: unknown }): boolean =>
  !hasBookingsRole(user)
