import { describe, expect, it, jest } from '@jest/globals'
import { render, screen, within } from '@testing-library/react'

jest.unstable_mockModule('@payloadcms/ui', () => ({
  Gutter: ({ children }: { children: unknown }) => children,
  SetDocumentStepNav: () => null,
}))
const { VersionsTable } = await import('@/components/cms/VersionsWithAuthors')

describe('the versions list', () => {
  it('names who saved each version, beside when and its status, linking to the version', () => {
    render(
      <VersionsTable
        rows={[
          {
            id: 'v2',
            savedAt: '2026-06-12T09:05:00.000Z',
            author: 'Akosua Owner',
            status: 'draft',
            autosave: true,
          },
          {
            id: 'v1',
            savedAt: '2026-06-11T16:30:00.000Z',
            author: 'The website',
            status: 'published',
            autosave: false,
          },
        ]}
        versionHref={(id) => `/cms/globals/site-settings/versions/${id}`}
      />,
    )
    const [, first, second] = screen.getAllByRole('row')
    expect(within(first).getByRole('link')).toHaveAttribute(
      'href',
      '/cms/globals/site-settings/versions/v2',
    )
    expect(first).toHaveTextContent('12 Jun 2026 09:05Akosua OwnerDraft (saved while typing)')
    expect(second).toHaveTextContent('The websitePublished')
    expect(screen.getByRole('columnheader', { name: 'Saved by' })).toBeInTheDocument()
  })
})
