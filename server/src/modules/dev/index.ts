// Public surface of the dev module (tag `dev`).
export { devHandlers } from './dev.handlers';
