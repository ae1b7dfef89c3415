export { ContactForm, sendContact, CONTACT_ENDPOINT } from './ContactForm.client'
