export { BookingForm } from './BookingForm.client'
