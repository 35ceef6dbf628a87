/**
 * Invoicing: tax documents (invoices, credit notes) numbered from gap-free yearly series and kept as
 * issued. It serves no routes itself: the order module issues the documents and serves them.
 */
export { issueTaxDocument, type IssueTaxDocument } from './issue.ts';
export {
  documentsOfOrder,
  documentsOfOrders,
  findDocument,
  firstDocumentOf,
  type StoredDocument,
} from './documents.ts';
export { documentNumber } from './numbering.ts';
