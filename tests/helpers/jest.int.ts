import { jest } from '@jest/globals'

// An integration test drives a real database, real servers and real files: on a loaded 2-core
// machine one can take several seconds, and jest's default of 5 s turned that into a failure. The
// budget bounds a hung test; how fast the app is, the benchmarks measure.
jest.setTimeout(60_000)
