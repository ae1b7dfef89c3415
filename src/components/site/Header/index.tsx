import { getSiteSettings } from '@/data/content'
import { SITE_NAV } from '@/lib/site'

import { Logo } from '@/components/site/Logo'
import { HeaderBar } from './HeaderBar.client'

/*
 * Links across the public site are written `prefetch={false}`: guests pay for their mobile data,
 * and Next's default would fetch every linked page's code and data as soon as its link is seen.
 */
export async function Header() {
  const settings = await getSiteSettings()
  return (
    <HeaderBar
      logo={<Logo houseName={settings.houseName} />}
      houseName={settings.houseName}
      nav={SITE_NAV}
    />
  )
}
