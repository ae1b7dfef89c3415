/**
 * What no page uses is not served by the production server: the image optimizer (pictures are
 * plain <img> elements of the copies made at upload) and Payload's GraphQL routes answer 404, and
 * no answer names the framework. Cost: one seed and one server start, from a copy of the shared
 * test build (TEST_BUILD_DIR) or, run alone, one `next build` into .next-surface.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'

import { startInstances, type Instance, type Instances } from '../helpers/instances.mjs'

let cluster: Instances
let server: Instance

beforeAll(async () => {
  cluster = await startInstances({ name: 'surface' })
  ;[server] = cluster.instances
}, 15 * 60_000)

afterAll(async () => {
  await cluster?.close()
})

describe('endpoints no page uses', () => {
  it('/_next/image is a 404, also for a picture the home page shows', async () => {
    const home = await (await fetch(`${server.url}/`)).text()
    const picture = /<img[^>]+src="(\/api\/media\/file\/[^"]+)"/.exec(home)?.[1]
    expect(picture).toBeDefined()
    // The picture itself is served as it is.
    expect((await fetch(`${server.url}${picture}`)).status).toBe(200)
    const asked = [picture as string, '/admin', 'https://example.com/a.png']
    const statuses = await Promise.all(
      asked.map(async (url) => {
        const query = new URLSearchParams({ url, w: '640', q: '75' })
        return (await fetch(`${server.url}/_next/image?${query}`)).status
      }),
    )
    expect(statuses).toEqual([404, 404, 404])
  })

  it("Payload's GraphQL endpoint and playground are not there", async () => {
    const query = await fetch(`${server.url}/api/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }' }),
    })
    expect(query.status).toBe(404)
    expect((await fetch(`${server.url}/api/graphql-playground`)).status).toBe(404)
  })

  it('no answer names the framework', async () => {
    const answers = await Promise.all(
      ['/', '/rooms', '/api/health', '/api/room/get-all-rooms', '/no-such-page'].map((pathname) =>
        fetch(`${server.url}${pathname}`),
      ),
    )
    expect(answers.map((answer) => answer.headers.get('x-powered-by'))).toEqual(
      answers.map(() => null),
    )
  })
})
