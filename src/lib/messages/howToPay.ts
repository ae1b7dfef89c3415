/**
 * What a guest is told of the money due on their stay and how to pay it (the stay's page, its
 * invoice and the messages), and what an admin is told setting the house's mobile-money numbers.
 */
export const howToPay = {
  heading: 'How to pay',
  depositDue: (amount: string, by: string) => `Deposit due ${amount} by ${by}`,
  depositLate: (amount: string, by: string) => `Deposit due ${amount}: it was due by ${by}`,
  balance: (amount: string) => `Balance ${amount}`,
  /** A deadline at a moment of a day (a request lapses then): "14:30 on Wed, 9 Dec 2026". */
  atTime: (time: string, day: string) => `${time} on ${day}`,
  byMobileMoney: 'Pay by mobile money to:',
  merchant: (network: string, number: string) => `${network} merchant ID ${number}`,
  personal: (network: string, number: string) => `${network} number ${number}`,
  accountName: (name: string) => `Account name: ${name}`,
  quoteReference: (reference: string) => `Quote your reference ${reference} with the payment.`,
  /** Where the house has set no number of its own. */
  noNumbers: 'Pay on arrival, or ask us for mobile money details.',
  /** Where the house has set no number and a deposit is due before arrival. */
  askForNumbers: 'Ask us for mobile money details.',
  /** The `{depositDueBy}` placeholder of a message: a sentence, or nothing when none is due. */
  depositSentence: (amount: string, by: string) => `The deposit of ${amount} is due by ${by}.`,
  /** The `{howToPay}` placeholder of a message, one sentence naming every number. */
  howToPaySentence: (accounts: readonly string[], reference: string) =>
    `Pay by mobile money to ${accounts.join(' or ')}, quoting your reference ${reference}.`,
  accountInSentence: (account: string, name: string) => `${account} (${name})`,
  // The settings.
  numbersLabel: 'Mobile money numbers guests pay to',
  numbersHelp:
    'Shown with the stay’s reference on the guest’s page, invoice and messages whenever money is due. A merchant ID (MoMoPay, Telecel Cash merchant) or a personal number, per network, with the name the guest sees when paying.',
  kindMerchant: 'Merchant ID',
  kindPersonal: 'Personal number',
  numberPersonal: 'Enter a Ghana phone number, e.g. 024 123 4567 or +233 24 123 4567',
  numberMerchant: (min: number, max: number) =>
    `Enter the merchant ID as the network gave it: ${min} to ${max} digits`,
  nameRequired: 'Enter the account name the guest sees when paying',
  networkRequired: 'Choose the network: MTN, Telecel or AirtelTigo',
  kindRequired: 'Say whether it is a merchant ID or a personal number',
  /** Logged when an upgrade moves stay messages still worded as a former default. */
  defaultMessagesMoved: (count: number) =>
    `Stay messages: ${count} still worded as a former default now name the deposit and how to pay`,
} as const
