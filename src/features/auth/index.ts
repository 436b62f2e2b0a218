// The auth feature's screens, loaded on demand by the router (src/app/routes.tsx).
export { ActivateAccountPage } from './activate-account-page';
export { AdvisorLoginSection } from './advisor-login-section';
export { ConfirmLoginPage } from './confirm-login-page';
export { InvestorLoginPage } from './investor-login-page';
export { LoginWithRedirectTokenPage } from './login-with-redirect-token-page';
export { ResetPasswordRequestPage } from './reset-password-request-page';
export { SetPasswordPage } from './set-password-page';
