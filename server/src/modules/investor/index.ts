// Public surface of the investor panel module (tag `investor`).
export { investorHandlers } from './investor.handlers';
