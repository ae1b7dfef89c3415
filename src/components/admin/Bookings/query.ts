/** Payload's REST `where` as a query string (`where[and][0][status][equals]=requested`). */
type Where = { [key: string]: unknown }

export function whereQuery(where: Where, prefix = 'where'): string[] {
  const parts: string[] = []
  for (const [key, value] of Object.entries(where)) {
    const path = `${prefix}[${key}]`
    if (value === undefined || value === '') continue
    if (Array.isArray(value)) {
      value.forEach((item, index) =>
        typeof item === 'object' && item !== null
          ? parts.push(...whereQuery(item as Where, `${path}[${index}]`))
          : parts.push(
              `${encodeURIComponent(`${path}[${index}]`)}=${encodeURIComponent(String(item))}`,
            ),
      )
    } else if (typeof value === 'object' && value !== null) {
      parts.push(...whereQuery(value as Where, path))
    } else {
      parts.push(`${encodeURIComponent(path)}=${encodeURIComponent(String(value))}`)
    }
  }
  return parts
}

export function apiUrl(path: string, where: Where, extra: Record<string, string | number> = {}) {
  const params = [
    ...whereQuery(where),
    ...Object.entries(extra).map(
      ([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`,
    ),
  ]
  return params.length ? `${path}?${params.join('&')}` : path
}
