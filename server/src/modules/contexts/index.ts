// Public surface of the contexts module (tag `contexts`).
export { contextsHandlers } from './contexts.handlers';
export { contextIdFor } from './contexts.service';
