import type { CollectionSlug, GlobalSlug, Payload } from 'payload'

/** When the content was last saved, as its version's date; now, for a row that never kept one. */
function savedTime(data: Record<string, unknown>): string {
  return typeof data.updatedAt === 'string' ? data.updatedAt : new Date().toISOString()
}

/**
 * Gives every editor's document and global a version of its own when it has none, so the text
 * guests saw before drafts existed stays in the Versions list once an editor first changes it,
 * and can be restored. Content saved before versions were switched on has no version row (the
 * SQLite migration only marks it published; MongoDB has no migration at all), and the first
 * autosave would otherwise become its only version. Runs once, as a data conversion (conversions.ts), on either
 * database, and changes nothing when run again: content saved since always has its versions.
 * Answers how many versions it wrote.
 */
export async function keepFirstVersions(payload: Payload): Promise<number> {
  let written = 0
  const collections = payload.config.collections
    .filter((collection) => collection.versions?.drafts)
    .map((collection) => collection.slug as CollectionSlug)
  for (const collection of collections) {
    const { docs } = await payload.find({
      collection,
      depth: 0,
      pagination: false,
      overrideAccess: true,
    })
    for (const doc of docs) {
      const { totalDocs } = await payload.countVersions({
        collection,
        where: { parent: { equals: doc.id } },
        overrideAccess: true,
      })
      if (totalDocs > 0) continue
      const { id, ...data } = doc as unknown as Record<string, unknown> & { id: string | number }
      await payload.db.createVersion({
        collectionSlug: collection,
        parent: id,
        // What guests saw: a document from before drafts counts as published.
        versionData: { ...data, _status: data._status ?? 'published' },
        autosave: false,
        createdAt: savedTime(data),
        updatedAt: savedTime(data),
      })
      written += 1
    }
  }

  // Globals keeping versions without drafts (the stay messages) keep their first text the same way.
  const globals = payload.config.globals.filter((global) => global.versions)
  for (const global of globals) {
    const slug = global.slug as GlobalSlug
    const { totalDocs } = await payload.countGlobalVersions({ global: slug, overrideAccess: true })
    if (totalDocs > 0) continue
    const doc = (await payload.findGlobal({
      slug,
      depth: 0,
      overrideAccess: true,
    })) as unknown as Record<string, unknown> | null
    // A global never saved (no stored row, so no id) has nothing to keep.
    if (!doc?.id) continue
    const { id: _id, globalType: _type, ...data } = doc
    const savedAt = savedTime(data)
    await payload.db.createGlobalVersion({
      globalSlug: slug,
      versionData: global.versions?.drafts
        ? { ...data, _status: data._status ?? 'published' }
        : data,
      autosave: false,
      createdAt: savedAt,
      updatedAt: savedAt,
    })
    written += 1
  }
  if (written > 0) payload.logger.info(`Kept ${written} document(s) from before drafts as versions`)
  return written
}
