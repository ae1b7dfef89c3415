/** Joins class names, skipping the false and empty ones left by conditions. */
export function cn(...classes: Array<string | false | null | undefined>): string {
  return classes.filter(Boolean).join(' ')
}
