import type { Tab } from 'payload'

import { isAdminField } from '@/access/isAdmin'
import { isStaffField } from '@/access/isStaffField'
import { REQUEST_EXPIRY_DEFAULT_HOURS, REQUEST_EXPIRY_MAX_HOURS } from '@/lib/bookings/expiry'
import { howToPay as howToPayText } from '@/lib/messages/howToPay'
import {
  DEPOSIT_DAYS_BEFORE_ARRIVAL_DEFAULT,
  DEPOSIT_DAYS_BEFORE_ARRIVAL_MAX,
} from '@/lib/money/depositDeadline'
import {
  ACCOUNT_NAME_MAX,
  MOBILE_MONEY_ACCOUNT_KIND_LABELS,
  MOBILE_MONEY_ACCOUNT_KINDS,
  MOBILE_MONEY_ACCOUNTS_MAX,
  mobileMoneyNumberProblem,
} from '@/lib/money/mobileMoneyAccounts'
import { MOBILE_MONEY_NETWORK_LABELS, MOBILE_MONEY_NETWORKS } from '@/lib/money/payments'

import { instantBookingField } from '@/collections/OnlinePayments/instantBookingSetting'
import { rowLabel } from '@/fields'

import { adminsOnly } from './adminsOnly'
import { childPolicyFields } from './childSettings'
import { houseTimesFields } from './houseTimesFields'

/** The house's mobile-money numbers guests pay to, each with its network, kind and account name. */
const mobileMoneyNumbers: Tab['fields'][number] = {
  name: 'mobileMoneyNumbers',
  label: howToPayText.numbersLabel,
  type: 'array',
  access: adminsOnly,
  maxRows: MOBILE_MONEY_ACCOUNTS_MAX,
  admin: {
    description: howToPayText.numbersHelp,
    components: rowLabel('number', 'Number'),
  },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'network',
          type: 'select',
          required: true,
          options: MOBILE_MONEY_NETWORKS.map((value) => ({
            value,
            label: MOBILE_MONEY_NETWORK_LABELS[value],
          })),
          validate: (value: unknown) =>
            (MOBILE_MONEY_NETWORKS as readonly unknown[]).includes(value)
              ? true
              : howToPayText.networkRequired,
        },
        {
          name: 'kind',
          type: 'select',
          required: true,
          defaultValue: 'merchant',
          options: MOBILE_MONEY_ACCOUNT_KINDS.map((value) => ({
            value,
            label: MOBILE_MONEY_ACCOUNT_KIND_LABELS[value],
          })),
          validate: (value: unknown) =>
            (MOBILE_MONEY_ACCOUNT_KINDS as readonly unknown[]).includes(value)
              ? true
              : howToPayText.kindRequired,
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'number',
          label: 'Merchant ID or phone number',
          type: 'text',
          required: true,
          maxLength: 20,
          validate: (value: unknown, { siblingData }: { siblingData: Record<string, unknown> }) =>
            mobileMoneyNumberProblem(siblingData?.kind, value) ?? true,
          hooks: {
            beforeChange: [({ value }) => (typeof value === 'string' ? value.trim() : value)],
          },
        },
        {
          name: 'accountName',
          label: 'Account name the guest sees',
          type: 'text',
          required: true,
          maxLength: ACCOUNT_NAME_MAX,
          validate: (value: unknown) =>
            typeof value === 'string' && value.trim() && value.length <= ACCOUNT_NAME_MAX
              ? true
              : howToPayText.nameRequired,
        },
      ],
    },
  ],
}

/** What a stay asks of the guest before and on arrival: times, waits, the deposit and where to pay. */
export const bookingsTab: Tab = {
  label: 'Bookings',
  fields: [
    ...houseTimesFields,
    {
      name: 'requestExpiryHours',
      label: 'Decline unanswered requests after (hours)',
      type: 'number',
      access: adminsOnly,
      // Empty (a site from before the setting) means the default.
      defaultValue: REQUEST_EXPIRY_DEFAULT_HOURS,
      min: 1,
      max: REQUEST_EXPIRY_MAX_HOURS,
      admin: {
        step: 1,
        description:
          'A guest’s request nobody confirmed or declined in this time is declined, and the guest is told by email when they gave an address. A request’s deposit is due before then.',
      },
    },
    {
      name: 'depositPercent',
      label: 'Deposit asked of each new stay (% of its price)',
      type: 'number',
      access: adminsOnly,
      defaultValue: 0,
      min: 0,
      max: 100,
      admin: {
        step: 1,
        description:
          '0 asks no deposit. The desk shows “Deposit due” on a stay until this share is paid; staff can change one stay’s deposit at the desk.',
      },
    },
    instantBookingField,
    {
      name: 'depositDaysBeforeArrival',
      label: 'A confirmed stay’s deposit is due (days before arrival)',
      type: 'number',
      access: adminsOnly,
      // Empty (a site from before the setting) means the default.
      defaultValue: DEPOSIT_DAYS_BEFORE_ARRIVAL_DEFAULT,
      min: 0,
      max: DEPOSIT_DAYS_BEFORE_ARRIVAL_MAX,
      admin: {
        step: 1,
        description:
          'The guest’s page, invoice and messages name the day. A stay confirmed later than this still gets until the next day, and never past the arrival day; 0 means by the arrival day.',
      },
    },
    mobileMoneyNumbers,
    ...childPolicyFields,
    {
      // The owner's word on discounts: reception prices a stay below the rates by at most
      // this, always with a reason; any other price is an admin's (`settlePrice`).
      name: 'receptionPriceCutMax',
      label: 'The most reception may take off a stay’s price (pesewas)',
      type: 'number',
      defaultValue: 0,
      min: 0,
      // Guests have no business with it; only an admin changes it.
      access: { read: isStaffField, update: isAdminField },
      admin: {
        step: 100,
        description:
          'In pesewas: 5000 is ₵50.00. 0 lets reception take nothing off: every stay they make or move is priced by the rates. Only an admin changes it.',
      },
    },
  ],
}
