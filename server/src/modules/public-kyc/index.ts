// Public surface of the public KYC form (tag `public-kyc`); the service is modules/kyc-invitations'.
export { publicKycHandlers } from './public-kyc.handlers';
