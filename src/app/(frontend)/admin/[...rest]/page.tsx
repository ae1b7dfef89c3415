import { redirect } from 'next/navigation'

/** Any other admin path goes to the dashboard. */
export default function UnknownAdminPage(): never {
  redirect('/admin')
}
