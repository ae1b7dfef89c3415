import { redirect } from 'next/navigation'

/** SPEC.md §2: any other admin path goes to the dashboard. */
export default function UnknownAdminPage(): never {
  redirect('/admin')
}
