/**
 * The friendly labels of the financial documents' fields (docs/product/errors.md) and
 * the one label code that asks for them (docs/product/errors.md: "For one special label code, the field name is mapped to
 * the friendly labels"). The code is ours: decision 0035.
 */
import { defineMessages, type MessageDescriptor } from 'react-intl';

/** The `label` of an Error body whose violations are named by these labels. */
export const FINANCIAL_DOCUMENT_LABEL = 'error.financialDocument';

export const financialDocumentFieldLabels: Readonly<Record<string, MessageDescriptor>> = defineMessages({
  counterPartyTin: { id: 'financialDocument.field.counterPartyTin', defaultMessage: 'Counterparty TIN' },
  counterPartyName: { id: 'financialDocument.field.counterPartyName', defaultMessage: 'Counterparty name' },
  counterPartyStreet: { id: 'financialDocument.field.counterPartyStreet', defaultMessage: 'Street' },
  counterPartyStreetNumber: { id: 'financialDocument.field.counterPartyStreetNumber', defaultMessage: 'Street number' },
  counterPartyApartmentNumber: { id: 'financialDocument.field.counterPartyApartmentNumber', defaultMessage: 'Local' },
  counterPartyCity: { id: 'financialDocument.field.counterPartyCity', defaultMessage: 'City' },
  counterPartyZipCode: { id: 'financialDocument.field.counterPartyZipCode', defaultMessage: 'ZIP code' },
  counterPartyCountry: { id: 'financialDocument.field.counterPartyCountry', defaultMessage: 'Country' },
  type: { id: 'financialDocument.field.type', defaultMessage: 'Document type' },
  documentNumber: { id: 'financialDocument.field.documentNumber', defaultMessage: 'Document number' },
  correctedDocumentNumber: {
    id: 'financialDocument.field.correctedDocumentNumber',
    defaultMessage: 'Corrected document number',
  },
  issueDate: { id: 'financialDocument.field.issueDate', defaultMessage: 'Issue date' },
  paymentDate: { id: 'financialDocument.field.paymentDate', defaultMessage: 'Payment date' },
  saleDate: { id: 'financialDocument.field.saleDate', defaultMessage: 'Sale date' },
  additionDate: { id: 'financialDocument.field.additionDate', defaultMessage: 'Addition date' },
  paymentMethod: { id: 'financialDocument.field.paymentMethod', defaultMessage: 'Payment method' },
  paymentStatus: { id: 'financialDocument.field.paymentStatus', defaultMessage: 'Payment status' },
  currency: { id: 'financialDocument.field.currency', defaultMessage: 'Currency' },
  bankAccount: { id: 'financialDocument.field.bankAccount', defaultMessage: 'Bank account' },
  bankAccountCountry: { id: 'financialDocument.field.bankAccountCountry', defaultMessage: 'Bank account country' },
  glAccount: { id: 'financialDocument.field.glAccount', defaultMessage: 'GL account' },
  costCenter: { id: 'financialDocument.field.costCenter', defaultMessage: 'Cost center' },
});

/** The friendly label of a violation's field ("document.counterPartyTin" → counterPartyTin's), if it has one. */
export function financialDocumentFieldLabel(propertyPath: string): MessageDescriptor | undefined {
  const field = propertyPath.split(/[./]/).filter(Boolean).at(-1) ?? '';
  return Object.hasOwn(financialDocumentFieldLabels, field) ? financialDocumentFieldLabels[field] : undefined;
}
