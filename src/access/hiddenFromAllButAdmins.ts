import { hasAdminRole } from './roles'

/** For /cms menus only admins see, such as the job queue admins may read and nobody may change. */
export const hiddenFromAllButAdmins = ({ user }: { user: unknown }): boolean => !hasAdminRole(user)
