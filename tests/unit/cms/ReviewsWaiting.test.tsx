import { describe, expect, it } from '@jest/globals'
import { render, screen } from '@testing-library/react'

import { ReviewsWaitingNotice } from '@/components/cms/ReviewsWaiting'

describe('the reviews waiting on the /cms dashboard', () => {
  it('counts the guests’ reviews nobody published and links to the drafts', () => {
    render(<ReviewsWaitingNotice count={2} />)
    const notice = screen.getByTestId('reviews-waiting')
    expect(notice).toHaveTextContent('2 guest reviews waiting')
    expect(screen.getByRole('link', { name: 'Read the reviews' })).toHaveAttribute(
      'href',
      '/cms/collections/testimonials?where[_status][equals]=draft',
    )
  })

  it('says nothing when none waits', () => {
    const { container } = render(<ReviewsWaitingNotice count={0} />)
    expect(container).toBeEmptyDOMElement()
  })
})
