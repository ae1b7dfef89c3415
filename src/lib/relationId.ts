/** A relationship as stored (an id) or as populated (a document): the id either way, '' for none. */
export function relationId(value: unknown): string {
  if (value && typeof value === 'object' && 'id' in value) return String(value.id)
  return value ? String(value) : ''
}
