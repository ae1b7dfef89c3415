/**
 * Every user-facing message, written once: the forms' validation texts, the toasts, and what the
 * API answers. Client forms and server endpoints import these so the wording can never drift apart.
 * One file per area, named by its key here, so a client form can import its own area alone
 * (`@/lib/messages/signIn`) and ship none of the others' texts.
 */
import { room } from './room'
import { image } from './image'
import { contact } from './contact'
import { signIn } from './signIn'
import { password } from './password'
import { account } from './account'
import { cms } from './cms'
import { preview } from './preview'
import { rooms } from './rooms'
import { upload } from './upload'
import { request } from './request'
import { booking } from './booking'
import { bookingRequest } from './bookingRequest'
import { rates } from './rates'
import { payment } from './payment'
import { ledger } from './ledger'
import { calendarSync } from './calendarSync'
import { dashboard } from './dashboard'
import { cashUp } from './cashUp'
import { desk } from './desk'
import { walkIn } from './walkIn'
import { today } from './today'
import { guestRegister } from './guestRegister'
import { stayMessages } from './stayMessages'
import { stayDocuments } from './stayDocuments'
import { operations } from './operations'
import { auth } from './auth'
import { charges } from './charges'
import { taxes } from './taxes'
import { howToPay } from './howToPay'
import { month } from './month'
import { owed } from './owed'
import { payOnline } from './payOnline'
import { refundOnline } from './refundOnline'
import { onlinePayments } from './onlinePayments'
import { guestPayments } from './guestPayments'
import { indicativePrices } from './indicativePrices'
import { party } from './party'
import { houseTimes } from './houseTimes'
import { reviews } from './reviews'
import { roomPhotos } from './roomPhotos'
import { offline } from './offline'
import { outbox } from './outbox'

export const MESSAGES = {
  room,
  image,
  contact,
  signIn,
  password,
  account,
  cms,
  preview,
  rooms,
  upload,
  request,
  booking,
  bookingRequest,
  rates,
  payment,
  ledger,
  calendarSync,
  dashboard,
  cashUp,
  desk,
  today,
  guestRegister,
  stayMessages,
  stayDocuments,
  operations,
  auth,
  charges,
  taxes,
  howToPay,
  month,
  owed,
  payOnline,
  refundOnline,
  onlinePayments,
  guestPayments,
  walkIn,
  indicativePrices,
  party,
  houseTimes,
  reviews,
  roomPhotos,
  offline,
  outbox,
} as const
