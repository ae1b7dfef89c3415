import type { DocumentViewServerProps } from 'payload'
import { Gutter, SetDocumentStepNav } from '@payloadcms/ui'

import { versionsWithAuthors, type VersionRow } from '@/collections/Content/versionAuthors'
import { formatDate, timeInGhana } from '@/lib/dates'
import { cms as text } from '@/lib/messages/cms'

const STATUS_TEXT = (row: VersionRow) =>
  row.status === 'published'
    ? text.versionPublished
    : row.autosave
      ? text.versionAutosave
      : text.versionDraft

/** The list itself: when each version was saved, by whom, and the link to open it. */
export function VersionsTable({
  rows,
  versionHref,
}: {
  rows: readonly VersionRow[]
  versionHref: (id: string) => string
}) {
  if (rows.length === 0) return <p>{text.versionsNone}</p>
  return (
    <table
      data-testid="versions-with-authors"
      style={{ width: '100%', borderCollapse: 'collapse' }}
    >
      <thead>
        <tr style={{ textAlign: 'left' }}>
          <th scope="col">{text.versionSavedAt}</th>
          <th scope="col">{text.versionSavedBy}</th>
          <th scope="col">{text.versionStatus}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id} style={{ borderTop: '1px solid var(--theme-elevation-100)' }}>
            <td style={{ padding: '0.5rem 0' }}>
              <a href={versionHref(row.id)}>
                {formatDate(row.savedAt)} {timeInGhana(row.savedAt)}
              </a>
            </td>
            <td>{row.author}</td>
            <td>{STATUS_TEXT(row)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/**
 * The Versions tab of editors' content: Payload's own list shows each version's id, which tells
 * an owner nothing; this one names who saved each. Opening a version keeps Payload's compare and
 * restore page.
 */
export async function VersionsWithAuthors({ initPageResult }: DocumentViewServerProps) {
  const { collectionConfig, globalConfig, docID, req } = initPageResult
  const admin = req.payload.config.routes.admin
  const source = globalConfig
    ? { global: globalConfig.slug }
    : { collection: collectionConfig?.slug ?? '', id: docID ?? '' }
  const rows = await versionsWithAuthors(req, source)
  const base = globalConfig
    ? `${admin}/globals/${globalConfig.slug}/versions`
    : `${admin}/collections/${collectionConfig?.slug}/${docID}/versions`
  const plural = collectionConfig?.labels?.plural
  return (
    <>
      <SetDocumentStepNav
        collectionSlug={collectionConfig?.slug}
        globalSlug={globalConfig?.slug}
        id={docID}
        pluralLabel={typeof plural === 'function' ? undefined : (plural ?? globalConfig?.label)}
        useAsTitle={collectionConfig?.admin?.useAsTitle || globalConfig?.slug}
        view={text.versionsTitle}
      />
      <main className="versions">
        <Gutter className="versions__wrap">
          <p>{text.versionsIntro}</p>
          <VersionsTable rows={rows} versionHref={(id) => `${base}/${id}`} />
        </Gutter>
      </main>
    </>
  )
}
