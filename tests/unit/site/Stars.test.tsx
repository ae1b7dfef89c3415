import { afterEach, describe, expect, it } from '@jest/globals'
import { cleanup, render, screen } from '@testing-library/react'

import { Stars } from '@/components/site/Cards'

describe('Stars', () => {
  afterEach(() => cleanup())

  it('says the rating to screen readers and draws all five stars with one element', () => {
    render(<Stars rating={4} />)
    const stars = screen.getByRole('img', { name: 'Rated 4 out of 5' })
    // The stars are the .stars rule's pseudo-elements (site.css), filled up to --rating.
    expect(stars).toHaveClass('stars')
    expect(stars.style.getPropertyValue('--rating')).toBe('4')
    expect(stars.children).toHaveLength(0)
  })
})
