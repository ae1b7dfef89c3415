/**
 * What a REST query may ask for. Payload turns these parameters into database queries; values it
 * does not expect (a page number past any integer, a date that is not one, an array where one
 * value belongs, a thousand ORs) crash the query and give a 500. They are refused here with a 400.
 */
export const MAX_PAGE = 100_000
export const MAX_LIMIT = 1_000
export const MAX_DEPTH = 5
export const MAX_CONDITIONS = 50
export const MAX_NESTING = 5

/** Compare one value with one field. */
const SCALAR_OPERATORS = new Set([
  'equals',
  'not_equals',
  'like',
  'not_like',
  'contains',
  'greater_than',
  'greater_than_equal',
  'less_than',
  'less_than_equal',
  'exists',
])
/** Compare a list of values with one field. */
const LIST_OPERATORS = new Set(['in', 'not_in', 'all'])
/** Geographic operators need point fields, which this site has none of. */

const WHOLE_NUMBER = /^\d{1,9}$/

type QueryInput = {
  page?: unknown
  limit?: unknown
  depth?: unknown
  where?: unknown
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function wholeNumberAtMost(value: unknown, max: number): boolean {
  return typeof value === 'string' && WHOLE_NUMBER.test(value) && Number(value) <= max
}

function isValidDate(value: unknown): boolean {
  return typeof value === 'string' && !Number.isNaN(new Date(value).getTime())
}

/**
 * Checks a parsed query (as qs parses `?where[a][equals]=b`). `isDateField` says which paths hold
 * dates, whose values must then be dates. Answers the problem, or null when the query is fine.
 */
export function queryProblem(
  query: QueryInput,
  isDateField: (path: string) => boolean,
): string | null {
  if (query.page !== undefined && !wholeNumberAtMost(query.page, MAX_PAGE)) return 'page'
  if (query.limit !== undefined && !wholeNumberAtMost(query.limit, MAX_LIMIT)) return 'limit'
  if (query.depth !== undefined && !wholeNumberAtMost(query.depth, MAX_DEPTH)) return 'depth'
  if (query.where === undefined) return null

  let conditions = 0
  const walk = (where: unknown, nesting: number): string | null => {
    if (nesting > MAX_NESTING) return 'where is nested too deeply'
    if (!isPlainObject(where)) return 'where'
    for (const [key, value] of Object.entries(where)) {
      if (key === 'and' || key === 'or') {
        const branches = Array.isArray(value)
          ? value
          : isPlainObject(value)
            ? Object.values(value)
            : null
        if (!branches) return key
        for (const branch of branches) {
          const problem = walk(branch, nesting + 1)
          if (problem) return problem
        }
        continue
      }
      if (!isPlainObject(value)) return key
      for (const [operator, operand] of Object.entries(value)) {
        if (++conditions > MAX_CONDITIONS) return 'too many conditions'
        if (SCALAR_OPERATORS.has(operator)) {
          if (typeof operand !== 'string') return `${key}.${operator}`
        } else if (LIST_OPERATORS.has(operator)) {
          const list = Array.isArray(operand) ? operand : isPlainObject(operand) ? null : [operand]
          if (!list || list.some((item) => typeof item !== 'string')) return `${key}.${operator}`
        } else {
          return `${key}.${operator}`
        }
        if (operator !== 'exists' && isDateField(key)) {
          const values = Array.isArray(operand) ? operand : String(operand).split(',')
          if (
            operator === 'like' ||
            operator === 'not_like' ||
            operator === 'contains' ||
            !values.every(isValidDate)
          ) {
            return `${key}.${operator}`
          }
        }
      }
    }
    return null
  }
  return walk(query.where, 0)
}
