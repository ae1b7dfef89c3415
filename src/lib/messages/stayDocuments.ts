/** A stay's invoice and receipts, and the WhatsApp message that sends their link to the guest. */
export const stayDocuments = {
  invoiceShare: (houseName: string, reference: string, url: string) =>
    `Hello, here is the invoice for your stay ${reference} at ${houseName}: ${url}`,
  receiptShare: (houseName: string, receipt: string, url: string) =>
    `Hello, here is your receipt ${receipt} from ${houseName}: ${url}`,
  /** The line that brings a stay's nights to the price agreed for it. */
  priceAdjustment: 'Adjustment to the agreed price',
  extras: 'Extras',
  extrasTotal: 'Extras',
  priceChanged: (reason: string) => `Price changed: ${reason}`,
  tin: (tin: string) => `TIN ${tin}`,
  tourismLicence: (licence: string) => `Tourism licence ${licence}`,
  /** One night's or one charge's line under its price: what of it is the net, what taxes. */
  lineSplit: (net: string, tax: string) => `Net ${net} · taxes ${tax}`,
  noTax: 'No tax',
  /** A tax's line: its name and rate, then the base it was charged on. */
  taxLine: (name: string, rate: string, base: string) => `${name} ${rate} on ${base}`,
  netTotal: 'Total before taxes',
  taxTotal: 'Taxes and levies',
  grossTotal: 'Total with taxes',
  reversed: (day: string, reason: string) =>
    `Reversed on ${day}${reason ? `: ${reason}` : ''}. This entry no longer counts.`,
} as const
