export { ContactForm } from './ContactForm.client'
export { CONTACT_ENDPOINT, sendContact } from './sendContact'
