// Tag `auth`: sign-in, second factor, e-mailed tokens, activation, passwords, refresh, logout, context switch.
// Thin: the validated request (typed from the contract) goes to auth.service.ts; the answer comes back.
import { callerOf, publicCallerOf, type OperationHandlers } from '../shared';
import * as auth from './auth.service';

export const authHandlers: OperationHandlers = {
  async login(request) {
    return auth.login(publicCallerOf(request), request.body);
  },
  async loginWithTwoFactor(request) {
    return auth.loginWithTwoFactor(publicCallerOf(request), request.body);
  },
  async sendInvestorLoginToken(request) {
    await auth.sendInvestorLoginToken(publicCallerOf(request), request.body);
  },
  async loginInvestor(request) {
    return auth.loginInvestor(publicCallerOf(request), request.body);
  },
  async changeContextWithToken(request) {
    return auth.changeContextWithToken(publicCallerOf(request), request.body);
  },
  async sendActivationToken(request) {
    await auth.sendActivationToken(publicCallerOf(request), request.body);
  },
  async activateAccount(request) {
    await auth.activateAccount(publicCallerOf(request), request.body);
  },
  async activateAccountFromEmail(request) {
    return auth.activateAccountFromEmail(publicCallerOf(request), request.body);
  },
  async sendPasswordReminder(request) {
    await auth.sendPasswordReminder(publicCallerOf(request), request.body);
  },
  async setPassword(request) {
    await auth.setPassword(publicCallerOf(request), request.body);
  },
  async refreshToken(request) {
    return auth.refresh(publicCallerOf(request), request.body, 'advisor-panel');
  },
  async refreshInvestorToken(request) {
    return auth.refresh(publicCallerOf(request), request.body, 'investor-panel');
  },
  async logout(request) {
    await auth.logout(callerOf(request));
  },
  async getAuthData(request) {
    const { user } = callerOf(request);
    return {
      context: { type: user.panel, id: user.contextId },
      user: {
        id: user.userId,
        firstName: user.firstName,
        surname: user.surname,
        email: user.email,
        role: user.role,
        impersonatedBy: null, // impersonation comes with the operator's features
      },
    };
  },
  async changeContext(request) {
    return auth.changeContext(callerOf(request), request.body);
  },
};
