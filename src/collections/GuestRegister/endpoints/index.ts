import type { Endpoint } from 'payload'

import { erase } from './erase'
import { fridayReturn, markReturnSent } from './fridayReturn'
import { guestRegisterStatus, registerOnline } from './guestStay'
import { register } from './register'
import { registerBook } from './registerBook'
import { reminder } from './reminder'
import { returning } from './returning'
import { reveal } from './reveal'

export const registerEndpoints: Endpoint[] = [
  register,
  registerBook,
  fridayReturn,
  markReturnSent,
  returning,
  reminder,
  reveal,
  erase,
  guestRegisterStatus,
  registerOnline,
]
