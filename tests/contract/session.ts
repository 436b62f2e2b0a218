import { vi } from 'vitest';
import { getGetAuthDataMockHandler } from '#generated/api/auth/auth.msw';
import type { AuthData } from '#generated/api/model';
import { server } from './msw-server';
import { createAuthService, type AuthService } from '../../src/lib/auth/auth-service';

const started = new Set<AuthService>();

/** A session service like main.tsx starts, with a spy instead of a real page reload. Stopped after each test. */
export function startAuth() {
  const reloadPage = vi.fn();
  const service = createAuthService({ reloadPage });
  started.add(service);
  return { service, reloadPage };
}

export function stopAuthServices() {
  started.forEach((service) => service.stop());
  started.clear();
}

function base64Url(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

export const TENANT_ID = 'tenant-a';

/** An unsigned JWT with the claims the SPA reads (the server verifies tokens; the SPA only reads exp and the panel). */
export function accessToken(
  options: {
    lifetimeMs?: number;
    panel?: 'advisor-panel' | 'investor-panel';
    contextId?: string;
    username?: string;
    marker?: string;
  } = {},
): string {
  const claims = {
    exp: Math.floor((Date.now() + (options.lifetimeMs ?? 15 * 60_000)) / 1000),
    context_type: options.panel ?? 'advisor-panel',
    context_id: options.contextId ?? TENANT_ID,
    username: options.username ?? 'advisor@demo.test',
    jti: options.marker ?? Math.random().toString(36).slice(2),
  };
  return `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url(claims)}.signature`;
}

/** Stores a session the way the SPA does (see docs/product/sign-in.md). */
export function storeSession(options: Parameters<typeof accessToken>[0] = {}) {
  const tokens = { accessToken: accessToken(options), refreshToken: 'stored-refresh-token-0123456789' };
  window.localStorage.setItem('fund.session.api-key', tokens.accessToken);
  window.localStorage.setItem('fund.session.refresh-token', tokens.refreshToken);
  return tokens;
}

/** The advisor of the tests: Anna Nowak, role advisor (or coordinator), in tenant-a's advisor panel. */
export function advisorAuthData(overrides: Partial<AuthData['user']> = {}): AuthData {
  return {
    context: { type: 'advisor-panel', id: TENANT_ID },
    user: {
      id: '6f1c2f0e-8d2e-4a53-9a51-3f7f3d0c9a11',
      firstName: 'Anna',
      surname: 'Nowak',
      email: 'advisor@demo.test',
      role: 'advisor',
      impersonatedBy: null,
      ...overrides,
    },
  };
}

/** A stored advisor session and GET /api/auth/data answering for it. */
export function signInAsAdvisor(overrides: Partial<AuthData['user']> = {}) {
  server.use(getGetAuthDataMockHandler(advisorAuthData(overrides)));
  return storeSession();
}

/** The demo investor, Jan Kowalski, as GET /api/auth/data answers for an investor token. */
export function investorAuthData(): AuthData {
  return {
    context: { type: 'investor-panel', id: TENANT_ID },
    user: {
      id: '9b2d7c1e-1111-4a53-9a51-3f7f3d0c9a22',
      firstName: 'Jan',
      surname: 'Kowalski',
      email: 'investor@demo.test',
      role: 'investor',
      impersonatedBy: null,
    },
  };
}

/** A stored investor session and GET /api/auth/data answering for it (the greeting's name). */
export function signInAsInvestor() {
  server.use(getGetAuthDataMockHandler(investorAuthData()));
  return storeSession({ panel: 'investor-panel', username: 'investor@demo.test' });
}
