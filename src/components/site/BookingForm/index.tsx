export { BookingForm, type BookableRoom } from './BookingForm.client'
