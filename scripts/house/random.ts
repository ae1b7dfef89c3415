/**
 * The generator's one source of chance: a seeded PRNG (mulberry32), so a seed always gives the same
 * house, row for row. Nothing the generator writes comes from Math.random or the clock.
 */
export type Random = {
  /** A number in [0, 1). */
  next: () => number
  chance: (probability: number) => boolean
  /** A whole number from `min` to `max`, both included. */
  int: (min: number, max: number) => number
  pick: <T>(items: readonly T[]) => T
  /** One of the choices, each as likely as its weight. */
  weighted: <T>(choices: ReadonlyArray<readonly [T, number]>) => T
  /** A version-4-shaped UUID drawn from the seed. */
  uuid: () => string
  /** A row's id as the database makes them: a UUID on SQLite, an ObjectId's 24 hex on MongoDB. */
  id: () => string
  /** `length` decimal digits. */
  digits: (length: number) => string
  hex: (length: number) => string
}

/** How the database's rows are named: `idType: 'uuid'` on SQLite, ObjectIds on MongoDB. */
export type RowIds = 'uuid' | 'objectId'

export function seededRandom(seed: number, rowIds: RowIds = 'uuid'): Random {
  let state = seed >>> 0 || 0x9e3779b9
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
  const hex = (length: number) => {
    let text = ''
    for (let i = 0; i < length; i++) text += Math.floor(next() * 16).toString(16)
    return text
  }
  const uuid = () => `${hex(8)}-${hex(4)}-4${hex(3)}-${'89ab'[int(0, 3)]}${hex(3)}-${hex(12)}`
  return {
    next,
    chance: (probability) => next() < probability,
    int,
    pick: (items) => items[Math.floor(next() * items.length)],
    weighted: (choices) => {
      const total = choices.reduce((sum, [, weight]) => sum + weight, 0)
      let left = next() * total
      for (const [value, weight] of choices) {
        left -= weight
        if (left < 0) return value
      }
      return choices[choices.length - 1][0]
    },
    uuid,
    id: rowIds === 'objectId' ? () => hex(24) : uuid,
    digits: (length) => {
      let text = ''
      for (let i = 0; i < length; i++) text += String(int(0, 9))
      return text
    },
    hex,
  }
}
