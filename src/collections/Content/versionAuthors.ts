import type { CollectionConfig, GlobalAfterChangeHook, GlobalConfig, PayloadRequest } from 'payload'

import { cms as text } from '@/lib/messages/cms'

const VERSIONS_VIEW = '@/components/cms/VersionsWithAuthors#VersionsWithAuthors'

/** How many versions the list shows: all an entry keeps (editorVersions' maxPerDoc). */
const VERSIONS_SHOWN = 50

export type VersionRow = {
  id: string
  savedAt: string
  author: string
  status: 'draft' | 'published'
  autosave: boolean
}

type Source = { collection: string; id: string | number } | { global: string }

type StoredVersion = {
  id: string | number
  updatedAt: string
  autosave?: boolean | null
  version: { _status?: string | null; editedBy?: string | number | { id: string | number } | null }
}

const idOf = (value: StoredVersion['version']['editedBy']) =>
  value && typeof value === 'object' ? String(value.id) : value ? String(value) : null

/**
 * An entry's versions, newest first, each with the name of the person who saved it: read as the
 * signed-in person may (their access decides), the names looked up once for the whole list.
 */
export async function versionsWithAuthors(
  req: PayloadRequest,
  source: Source,
): Promise<VersionRow[]> {
  const { payload } = req
  const common = {
    depth: 0,
    limit: VERSIONS_SHOWN,
    sort: '-updatedAt',
    overrideAccess: false,
    user: req.user,
    req,
  } as const
  const found =
    'global' in source
      ? await payload.findGlobalVersions({ ...common, slug: source.global as 'site-settings' })
      : await payload.findVersions({
          ...common,
          collection: source.collection as 'testimonials',
          where: { parent: { equals: source.id } },
        })
  const versions = found.docs as unknown as StoredVersion[]
  const authorIds = [...new Set(versions.map((row) => idOf(row.version.editedBy)).filter(Boolean))]
  // Names only, whoever may read accounts: an editor sees who saved, never the account itself.
  const users = authorIds.length
    ? await payload.find({
        collection: 'users',
        where: { id: { in: authorIds } },
        select: { name: true, email: true },
        limit: authorIds.length,
        depth: 0,
        overrideAccess: true,
        req,
      })
    : { docs: [] }
  const names = new Map(users.docs.map((user) => [String(user.id), user.name || user.email]))
  return versions.map((row) => {
    const authorId = idOf(row.version.editedBy)
    return {
      id: String(row.id),
      savedAt: row.updatedAt,
      author: authorId ? (names.get(authorId) ?? text.editedByRemoved) : text.editedByNobody,
      status: row.version._status === 'published' ? 'published' : 'draft',
      autosave: Boolean(row.autosave),
    }
  })
}

type EditViews = NonNullable<
  NonNullable<NonNullable<CollectionConfig['admin']>['components']>['views']
>['edit']

// Payload types a config's edit views as "one root view, or the named ones"; ours is a named one.
const withVersionsView = (edit: EditViews): EditViews =>
  ({ ...edit, versions: { Component: VERSIONS_VIEW } }) as EditViews

const keepsAuthors = (config: CollectionConfig | GlobalConfig) =>
  Boolean(config.versions) &&
  config.fields.some((field) => 'name' in field && field.name === 'editedBy')

/** Editors' content lists its versions with who saved each (VersionsWithAuthors). */
export function collectionWithVersionAuthors(config: CollectionConfig): CollectionConfig {
  if (!keepsAuthors(config)) return config
  const components = config.admin?.components
  return {
    ...config,
    admin: {
      ...config.admin,
      components: {
        ...components,
        views: {
          ...components?.views,
          edit: withVersionsView(components?.views?.edit),
        },
      },
    },
  }
}

/**
 * A global's restore names who restored: Payload writes the old version back as it was stored,
 * without the field hooks that stamp the author (an entry's restore runs them), so the restored
 * version and the global would keep the old version's author, or none for the seed's. Written
 * back the way the restore itself wrote them, in its transaction.
 */
const restoredByTheRestorer: GlobalAfterChangeHook = async ({ doc, global, req }) => {
  if (!req.context.isRestoringVersion) return doc
  const author = req.user?.collection === 'users' ? req.user.id : null
  const { payload } = req
  const { docs } = await payload.db.findGlobalVersions({
    global: global.slug,
    limit: 1,
    pagination: false,
    sort: '-updatedAt',
    req,
  })
  const [restored] = docs as unknown as Array<StoredVersion & { createdAt: string }>
  if (!restored || idOf(restored.version.editedBy) === (author == null ? null : String(author)))
    return doc
  await payload.db.updateGlobalVersion({
    id: restored.id,
    global: global.slug,
    versionData: {
      createdAt: new Date(restored.createdAt).toISOString(),
      updatedAt: new Date(restored.updatedAt).toISOString(),
      version: { ...restored.version, editedBy: author },
    },
    req,
  })
  const stored = await payload.db.findGlobal({ slug: global.slug, req })
  await payload.db.updateGlobal({ slug: global.slug, data: { ...stored, editedBy: author }, req })
  return { ...doc, editedBy: author }
}

export function globalWithVersionAuthors(config: GlobalConfig): GlobalConfig {
  if (!keepsAuthors(config)) return config
  const components = config.admin?.components
  return {
    ...config,
    hooks: {
      ...config.hooks,
      afterChange: [...(config.hooks?.afterChange ?? []), restoredByTheRestorer],
    },
    admin: {
      ...config.admin,
      components: {
        ...components,
        views: {
          ...components?.views,
          edit: withVersionsView(components?.views?.edit),
        },
      },
    },
  }
}
