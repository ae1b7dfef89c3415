import { getSiteSettings } from '@/lib/data/content'
import { SITE_NAV } from '@/lib/site'

import { Logo } from '../Logo'
import { HeaderBar } from './HeaderBar.client'

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
