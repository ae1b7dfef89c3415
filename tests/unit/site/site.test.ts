import { describe, expect, it } from '@jest/globals'

import {
  BANNER_FADE_MS,
  BANNER_INTERVAL_MS,
  CONTACT_RESET_MS,
  EXPLORE_SLIDE_MS,
  HEADER_SCROLLED_AFTER_PX,
  isScrolled,
  nextIndex,
  paragraphs,
  previousIndex,
  PUBLIC_PATHS,
  redirectTargetFor,
  ROOM_CAROUSEL_MS,
  SITE_NAV,
} from '@/lib/site'

describe('site timers and thresholds', () => {
  it('uses the spec values', () => {
    expect(BANNER_INTERVAL_MS).toBe(4000)
    expect(BANNER_FADE_MS).toBe(1000)
    expect(EXPLORE_SLIDE_MS).toBe(3000)
    expect(ROOM_CAROUSEL_MS).toBe(4000)
    expect(CONTACT_RESET_MS).toBe(3000)
    expect(HEADER_SCROLLED_AFTER_PX).toBe(20)
  })

  it('turns the header scrolled only beyond 20 px', () => {
    expect(isScrolled(0)).toBe(false)
    expect(isScrolled(20)).toBe(false)
    expect(isScrolled(21)).toBe(true)
  })
})

describe('carousel indexes wrap', () => {
  it('goes from the last to the first and back', () => {
    expect(nextIndex(0, 6)).toBe(1)
    expect(nextIndex(5, 6)).toBe(0)
    expect(previousIndex(0, 6)).toBe(5)
    expect(previousIndex(3, 6)).toBe(2)
  })

  it('stays at 0 with one or no picture', () => {
    expect(nextIndex(0, 1)).toBe(0)
    expect(previousIndex(0, 1)).toBe(0)
    expect(nextIndex(0, 0)).toBe(0)
    expect(previousIndex(0, 0)).toBe(0)
  })
})

describe('navigation', () => {
  it('lists the header entries with their mobile subtitles', () => {
    expect(SITE_NAV.map((item) => [item.label, item.href, item.subtitle])).toEqual([
      ['Explore', '/explore', 'Discover our services'],
      ['Rooms', '/rooms', 'View accommodations'],
      ['Bookings', '/bookings', 'Make a reservation'],
      ['Contact', '/contact', 'Get in touch'],
    ])
  })

  it('sends unknown paths home, and unknown staff paths to /admin', () => {
    expect(redirectTargetFor(['nowhere'])).toBe('/')
    expect(redirectTargetFor(['rooms', 'x'])).toBe('/')
    expect(redirectTargetFor(['admin', 'nope'])).toBe('/admin')
    expect(redirectTargetFor(['Admin'])).toBe('/admin')
    expect(redirectTargetFor([])).toBe('/')
  })

  it('keeps staff and CMS paths out of the public list', () => {
    expect(PUBLIC_PATHS).toContain('/')
    expect(PUBLIC_PATHS.some((path) => path.startsWith('/admin') || path.startsWith('/cms'))).toBe(
      false,
    )
  })
})

describe('paragraphs', () => {
  it('splits an editor text on blank lines and drops empty parts', () => {
    expect(paragraphs('One.\n\nTwo\nstill two.\n\n\n  \nThree.')).toEqual([
      'One.',
      'Two\nstill two.',
      'Three.',
    ])
    expect(paragraphs('')).toEqual([])
    expect(paragraphs(null)).toEqual([])
  })
})
