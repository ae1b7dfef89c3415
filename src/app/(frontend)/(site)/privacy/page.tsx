import { PolicyRoute, policyMetadata } from '@/components/site/PolicyPage/policyRoute'

export const revalidate = 600

export function generateMetadata() {
  return policyMetadata('privacy')
}

export default function PrivacyPage() {
  return <PolicyRoute name="privacy" />
}
