import { iconSprite } from '@/components/ui/Icon/sprite'

// Built once; the address is versioned by the shapes' hash (next.config.mjs), so a browser keeps
// it for a year and fetches it once for every page of the site.
export const dynamic = 'force-static'

export function GET() {
  return new Response(iconSprite(), {
    headers: {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=31536000, immutable',
    },
  })
}
