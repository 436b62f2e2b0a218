// The demo coordinator's access token, signed in as a person does (password, then the TOTP code), for the benches
// that measure the coordinator's authenticated advisor list.
import type { FastifyInstance } from 'fastify';
import { totpAt } from '../../server/src/security/totp';

export const DEMO_HEADERS = { host: 'localhost', 'context-id': 'demo', 'context-type': 'advisor-panel' } as const;

const COORDINATOR = { email: 'coordinator@demo.test', password: 'Coordinator-demo-1', secret: 'KRSXG5CTMVRXEZLU' };
export const DEMO_ADVISOR = { email: 'advisor@demo.test', password: 'Advisor-demo-1', secret: 'JBSWY3DPEHPK3PXP' };

export async function loginDemoCoordinator(app: FastifyInstance): Promise<string> {
  return loginDemo(app, COORDINATOR);
}

/** A demo advisor-panel account's access token (password, then the TOTP code). */
export async function loginDemo(
  app: FastifyInstance,
  account: { email: string; password: string; secret: string },
): Promise<string> {
  const first = await app.inject({
    method: 'POST',
    url: '/auth/login',
    headers: DEMO_HEADERS,
    payload: { email: account.email, password: account.password },
  });
  const second = await app.inject({
    method: 'POST',
    url: '/auth/login-with-two-factor',
    headers: DEMO_HEADERS,
    payload: { loginToken: first.json().loginToken, code: totpAt(account.secret, new Date()) },
  });
  const token = second.json().accessToken as string;
  if (!token) throw new Error(`login failed: ${second.body}`);
  return token;
}
