import type { CollectionConfig, GlobalConfig, PayloadRequest } from 'payload'

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

export function globalWithVersionAuthors(config: GlobalConfig): GlobalConfig {
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
