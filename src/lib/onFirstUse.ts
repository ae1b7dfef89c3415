/**
 * A value made the first time it is asked for, then kept. For the `Intl` formatters: making the
 * first one in a browser tab loads the locale's data, which holds a cheap phone's main thread. Made when their module loads, they held up every page whose script imports the
 * date or money rules (the booking and contact forms among them) before it could answer a tap,
 * whether or not it ever formatted a date.
 */
export function onFirstUse<T>(make: () => T): () => T {
  let made: { value: T } | undefined
  return () => (made ??= { value: make() }).value
}
