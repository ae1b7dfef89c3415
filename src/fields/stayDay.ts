/**
 * The /cms look of a date that is a day, not a moment (a stay's check-in and check-out, a block's
 * days, a rate's nights, the day money moved): stored as midnight in Ghana (GMT), shown and edited
 * as that day in every browser, wherever its time zone. Payload's own picker and list cell would
 * show the moment in the browser's zone: one day early west of GMT.
 */
export const stayDayAdmin = {
  date: { pickerAppearance: 'dayOnly', displayFormat: 'd MMM yyyy' },
  components: {
    Field: '@/components/cms/StayDayField#StayDayField',
    Cell: '@/components/cms/StayDayCell#StayDayCell',
  },
} as const
