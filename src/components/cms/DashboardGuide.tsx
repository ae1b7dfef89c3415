import type { Payload, SanitizedPermissions, TypedUser } from 'payload'

type Entity = {
  slug: string
  label: unknown
  admin?: { hidden?: unknown; description?: unknown; group?: unknown }
}

export type GuideEntry = { slug: string; title: string; description: string }

const text = (value: unknown): string =>
  typeof value === 'string'
    ? value
    : value && typeof value === 'object' && 'en' in value
      ? String((value as { en: unknown }).en)
      : ''

/**
 * What each dashboard card holds, from the same `admin.description` its list shows: only the
 * cards this person sees (not hidden from them, readable by them), in the dashboard's order.
 */
export function guideEntries(
  entities: readonly Entity[],
  user: TypedUser | null,
  canRead: (slug: string) => boolean,
): GuideEntry[] {
  return entities.flatMap((entity) => {
    const hidden = entity.admin?.hidden
    const isHidden = typeof hidden === 'function' ? Boolean(hidden({ user })) : Boolean(hidden)
    const description = text(entity.admin?.description)
    if (isHidden || !description || !canRead(entity.slug)) return []
    return [{ slug: entity.slug, title: text(entity.label) || entity.slug, description }]
  })
}

/**
 * Above the /cms dashboard: each card's name and what it holds (the cards themselves show only a
 * name, and nothing there says the tagline lives in Site settings).
 */
export function DashboardGuide({
  payload,
  user,
  permissions,
}: {
  payload: Payload
  user: TypedUser | null
  permissions: SanitizedPermissions
}) {
  const collections = guideEntries(
    payload.config.collections.map((collection) => ({
      slug: collection.slug,
      label: collection.labels.plural,
      admin: collection.admin,
    })),
    user,
    (slug) => Boolean(permissions?.collections?.[slug]?.read),
  )
  const globals = guideEntries(
    payload.config.globals.map((global) => ({
      slug: global.slug,
      label: global.label,
      admin: global.admin,
    })),
    user,
    (slug) => Boolean(permissions?.globals?.[slug]?.read),
  )
  const entries = [...globals, ...collections]
  if (entries.length === 0) return null
  return (
    <section aria-labelledby="dashboard-guide-title" style={{ marginBottom: 'var(--base)' }}>
      <h2 id="dashboard-guide-title" style={{ fontSize: '1.1rem', margin: '0 0 0.5rem' }}>
        What each card holds
      </h2>
      <dl
        data-testid="dashboard-guide"
        style={{
          display: 'grid',
          gridTemplateColumns: 'minmax(8rem, max-content) 1fr',
          gap: '0.35rem 1rem',
          margin: 0,
        }}
      >
        {entries.map((entry) => (
          <div key={entry.slug} style={{ display: 'contents' }}>
            <dt style={{ fontWeight: 600 }}>{entry.title}</dt>
            <dd style={{ margin: 0, color: 'var(--theme-elevation-600)' }}>{entry.description}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
