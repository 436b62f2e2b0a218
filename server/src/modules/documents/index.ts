// Public surface of the documents module (tag `documents`).
export { documentsHandlers } from './documents.handlers';
