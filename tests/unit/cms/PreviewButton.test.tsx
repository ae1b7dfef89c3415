import { describe, expect, it, jest } from '@jest/globals'
import { render, screen } from '@testing-library/react'

let previewURL: string | undefined = '/preview/home'
jest.unstable_mockModule('@payloadcms/ui', () => ({
  useLivePreviewContext: () => ({ previewURL }),
  ExternalLinkIcon: () => <svg aria-hidden="true" />,
}))
const { PreviewButton } = await import('@/components/cms/PreviewButton')
const { collectionWithLabelledPreview, globalWithLabelledPreview } =
  await import('@/collections/labelledPreview')

describe('the /cms preview button', () => {
  it('says in words what it does and that it opens a new tab', () => {
    render(<PreviewButton />)
    const link = screen.getByRole('link', {
      name: 'Preview this page as guests will see it (opens in a new tab)',
    })
    expect(link).toHaveAttribute('href', '/preview/home')
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).toHaveTextContent('Preview')
  })

  it('shows nothing where there is no page to preview', () => {
    previewURL = undefined
    const { container } = render(<PreviewButton />)
    expect(container).toBeEmptyDOMElement()
  })

  it('replaces Payload’s bare icon wherever a preview is offered, and nowhere else', () => {
    const preview = () => '/preview/home'
    const path = '@/components/cms/PreviewButton#PreviewButton'
    expect(
      collectionWithLabelledPreview({ slug: 'a', fields: [], admin: { preview } }).admin?.components
        ?.edit?.PreviewButton,
    ).toBe(path)
    expect(
      globalWithLabelledPreview({ slug: 'b', fields: [], admin: { preview } }).admin?.components
        ?.elements?.PreviewButton,
    ).toBe(path)
    expect(collectionWithLabelledPreview({ slug: 'c', fields: [] }).admin).toBeUndefined()
  })
})
