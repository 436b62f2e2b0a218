// Public surface of the system module (tag `system`).
export { systemHandlers } from './system.handlers';
