import { PolicyRoute, policyMetadata } from '@/components/site/PolicyPage/policyRoute'

export const revalidate = 600

export function generateMetadata() {
  return policyMetadata('terms')
}

export default function TermsPage() {
  return <PolicyRoute name="terms" />
}
