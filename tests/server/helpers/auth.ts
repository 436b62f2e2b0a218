// Sign-in helpers for server tests: the demo accounts (server/src/demo/users.ts) through the real endpoints.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { totpAt } from '../../../server/src/security/totp';
import type { TestClock } from './test-app';

export const HOSTS = { demo: 'localhost', navy: '127.0.0.1' } as const;

export const ADVISOR = { email: 'advisor@demo.test', password: 'Advisor-demo-1', secret: 'JBSWY3DPEHPK3PXP' };
export const COORDINATOR = {
  email: 'coordinator@demo.test',
  password: 'Coordinator-demo-1',
  secret: 'KRSXG5CTMVRXEZLU',
};
export const OPERATOR = { email: 'operator@demo.test', password: 'Operator-demo-1', secret: 'N5YGK4TBORXXEMJR' };
export const NAVY_ADVISOR = { email: 'advisor@navy.test', password: 'Advisor-navy-1', secret: 'JBSWY3DPEHPK3PXP' };

export const headersFor = (host: string) => ({
  host,
  'context-id': host === HOSTS.navy ? 'navy' : 'demo',
  'context-type': 'advisor-panel',
});

export interface Tokens {
  type: 'auth-token';
  accessToken: string;
  refreshToken: string;
  remember2faToken?: string;
}

export async function post(
  app: FastifyInstance,
  url: string,
  payload: unknown,
  options: { host?: string; ip?: string; token?: string } = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url,
    headers: {
      ...headersFor(options.host ?? HOSTS.demo),
      ...(options.token && { authorization: `Bearer ${options.token}` }),
    },
    remoteAddress: options.ip ?? '10.0.0.1',
    payload: payload as object,
  });
}

export async function passwordStep(
  app: FastifyInstance,
  account: { email: string; password: string },
  options: { host?: string; ip?: string; remember2faToken?: string } = {},
): Promise<LightMyRequestResponse> {
  return post(
    app,
    '/auth/login',
    {
      email: account.email,
      password: account.password,
      ...(options.remember2faToken && { remember2faToken: options.remember2faToken }),
    },
    options,
  );
}

/** Password + TOTP at the clock's current time; the clock moves 30 s first so the code's step is new. */
export async function loginAdvisor(
  app: FastifyInstance,
  clock: TestClock,
  account: { email: string; password: string; secret: string } = ADVISOR,
  options: { host?: string; rememberDevice?: boolean } = {},
): Promise<Tokens> {
  const first = await passwordStep(app, account, options);
  expect(first.statusCode, first.body).toBe(200);
  expect(first.json().type).toBe('two-factor');
  clock.advance(30_000);
  const second = await post(
    app,
    '/auth/login-with-two-factor',
    {
      loginToken: first.json().loginToken,
      code: totpAt(account.secret, clock.now()),
      rememberDevice: options.rememberDevice ?? false,
    },
    options,
  );
  expect(second.statusCode, second.body).toBe(200);
  return second.json() as Tokens;
}

/** Investor: request the e-mail, read the token from the outbox, log in with it. */
export async function loginInvestorByMail(
  app: FastifyInstance,
  email = 'investor@demo.test',
  host: string = HOSTS.demo,
): Promise<Tokens> {
  const token = await requestInvestorToken(app, email, host);
  const response = await post(app, '/auth/login-investor', { token }, { host });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Tokens;
}

export async function requestInvestorToken(
  app: FastifyInstance,
  email: string,
  host: string = HOSTS.demo,
): Promise<string> {
  const sent = await post(app, '/auth/investor/send-token', { email }, { host });
  expect(sent.statusCode).toBe(202);
  return latestMailToken(app, email);
}

/** The token of the newest development-mailbox message to `email` (after flushing the outbox). */
export async function latestMailToken(app: FastifyInstance, email: string): Promise<string> {
  await app.services.outbox.flushOutbox();
  const response = await app.inject({ method: 'GET', url: `/dev/mail?to=${encodeURIComponent(email)}` });
  expect(response.statusCode).toBe(200);
  const [message] = response.json() as Array<{ links: string[] }>;
  expect(message, `no mail to ${email}`).toBeDefined();
  const link = new URL(message!.links[0]!);
  return link.searchParams.get('token') ?? decodeURIComponent(link.pathname.split('/').pop()!);
}

export function decodeJwt(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;
}
