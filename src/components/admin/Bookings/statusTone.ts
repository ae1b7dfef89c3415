/** Each status's colours in the list and the details: requests stand out in amber. */
export const STATUS_TONE: Record<string, string> = {
  requested: 'bg-amber-100 text-amber-900',
  confirmed: 'bg-blue-100 text-blue-900',
  'checked-in': 'bg-green-100 text-green-900',
  completed: 'bg-stone-200 text-stone-800',
  cancelled: 'bg-stone-100 text-stone-600',
  declined: 'bg-stone-100 text-stone-600',
  'no-show': 'bg-red-100 text-red-900',
}
