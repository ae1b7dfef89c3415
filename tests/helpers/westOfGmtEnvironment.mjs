// jsdom in a browser's time zone west of GMT (New York), for the test files that name it in an
// @jest-environment docblock. The zone is the process's: a test's own process.env is a copy, so
// it is set here, before the file's code runs, and put back after.
import { TestEnvironment } from 'jest-environment-jsdom'

export default class WestOfGmtEnvironment extends TestEnvironment {
  async setup() {
    this.zoneBefore = process.env.TZ
    process.env.TZ = 'America/New_York'
    await super.setup()
  }

  async teardown() {
    if (this.zoneBefore === undefined) delete process.env.TZ
    else process.env.TZ = this.zoneBefore
    await super.teardown()
  }
}
