import { describe, expect, it } from '@jest/globals'

import {
  dataCacheOf,
  isKeptRead,
  isOtherStaffCopy,
  isPortalPage,
  isStaffCopy,
  pagesCacheOf,
  PORTAL_SCOPE,
  STAFF_CACHE,
  STATIC_CACHE,
  staticFilesIn,
} from '@/lib/offline/portalCopies'
import { portalManifest, webAppManifest } from '@/lib/manifest'

describe('what the portal keeps for offline', () => {
  it('keeps the reads of Today, the bookings, a stay and the room calendar', () => {
    const kept = [
      '/api/bookings/today',
      '/api/bookings',
      // A stay by its id, as MongoDB and SQLite write ids.
      '/api/bookings/6571f0c2a9e4b2d3c1f0e987',
      '/api/bookings/1c01b850-7ccf-4cdd-a661-e7a44eb19206',
      '/api/rooms',
      '/api/room-blocks',
    ]
    expect.assertions(kept.length)
    for (const path of kept) expect(isKeptRead('GET', path)).toBe(true)
  })

  it('never keeps the guest register, availability, prices, exports or any write', () => {
    const never: Array<[string, string]> = [
      ['GET', '/api/guest-registrations'],
      ['GET', '/api/guest-registrations/book'],
      ['GET', '/api/bookings/availability'],
      ['GET', '/api/bookings/options'],
      ['GET', '/api/bookings/export'],
      ['GET', '/api/bookings/owed'],
      ['GET', '/api/bookings/1c01b850-7ccf-4cdd-a661-e7a44eb19206/documents'],
      ['GET', '/api/users/me'],
      ['POST', '/api/bookings/today'],
      ['POST', '/api/bookings'],
    ]
    expect.assertions(never.length)
    for (const [method, path] of never) expect(isKeptRead(method, path)).toBe(false)
  })

  it('serves the portal’s pages alone, never a guest’s', () => {
    expect(isPortalPage('/admin')).toBe(true)
    expect(isPortalPage('/admin/today')).toBe(true)
    expect(isPortalPage('/')).toBe(false)
    expect(isPortalPage('/rooms')).toBe(false)
    expect(isPortalPage('/administration')).toBe(false)
  })
})

describe('whose copies are whose', () => {
  it('keeps each member of staff’s under their own name, and clears the others’', () => {
    expect(pagesCacheOf('1')).not.toBe(pagesCacheOf('2'))
    expect(isOtherStaffCopy(dataCacheOf('2'), '1')).toBe(true)
    expect(isOtherStaffCopy(pagesCacheOf('1'), '1')).toBe(false)
    expect(isOtherStaffCopy(STAFF_CACHE, '1')).toBe(false)
  })

  it('forgets every copy and who it was for at sign-out, but not the build’s files', () => {
    expect(isStaffCopy(dataCacheOf('1'))).toBe(true)
    expect(isStaffCopy(STAFF_CACHE)).toBe(true)
    expect(isStaffCopy(STATIC_CACHE)).toBe(false)
  })
})

describe('the files a kept page needs', () => {
  it('finds the build’s scripts and stylesheets named in the page and its RSC payload', () => {
    const html =
      '<link rel="stylesheet" href="/_next/static/css/a1.css"><script src="/_next/static/chunks/b2.js" async></script>' +
      '<script>self.__next_f.push([1,"I:[\\"/_next/static/chunks/c3.js\\"]"])</script>'
    expect(staticFilesIn(html).sort()).toEqual([
      '/_next/static/chunks/b2.js',
      '/_next/static/chunks/c3.js',
      '/_next/static/css/a1.css',
    ])
  })
})

describe('the portal installed on a phone', () => {
  it('opens on Today, inside the same scope as its worker, apart from the guests’ site', () => {
    const app = portalManifest('Lakeside Guest House')
    expect(app.scope).toBe(PORTAL_SCOPE)
    expect(isPortalPage(app.start_url)).toBe(true)
    expect(app.name).toBe('Lakeside Guest House desk')
    expect(webAppManifest('Lakeside Guest House').scope).toBe('/')
  })
})
