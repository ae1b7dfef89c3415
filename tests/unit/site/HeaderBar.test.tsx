import { afterEach, describe, expect, it } from '@jest/globals'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'

import { HeaderBar } from '@/components/site/Header/HeaderBar.client'
import { SITE_NAV } from '@/lib/site'

const renderBar = () =>
  render(<HeaderBar logo={<span>Logo</span>} houseName="Royal Palm Guest House" nav={SITE_NAV} />)

describe('HeaderBar', () => {
  afterEach(() => cleanup())

  it('puts the phone menu entries in the page only once the menu is opened, then keeps them', () => {
    const { container } = renderBar()
    const toggle = screen.getByRole('button', { name: 'Open menu' })
    const panel = container.querySelector(`#${CSS.escape(toggle.getAttribute('aria-controls')!)}`)
    // The panel the toggle controls is there, empty and inert, before the first opening.
    expect(panel).not.toBeNull()
    expect(panel).toHaveAttribute('data-open', 'false')
    expect(panel?.children).toHaveLength(0)
    expect(container.querySelector('nav[aria-label="Mobile"]')).toBeNull()

    fireEvent.click(toggle)
    const menu = screen.getByRole('navigation', { name: 'Mobile' })
    for (const item of SITE_NAV) {
      expect(menu).toHaveTextContent(item.label)
      expect(menu).toHaveTextContent(item.subtitle)
    }
    expect(panel).toHaveAttribute('data-open', 'true')

    // Closed again, the entries stay for the slide-out and the next opening.
    fireEvent.click(screen.getByRole('button', { name: 'Close menu' }))
    expect(panel).toHaveAttribute('data-open', 'false')
    expect(container.querySelector('nav[aria-label="Mobile"]')).not.toBeNull()
  })
})
