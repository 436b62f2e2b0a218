import { isCancel } from 'axios';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { waitFor as waitForState } from 'xstate';
import { getAuthData, sendActivationToken } from '#generated/api/auth/auth';
import { getGetAuthDataResponseMock } from '#generated/api/auth/auth.msw';
import { axiosInstance, MissingSessionError, setApiContext } from '../../src/lib/api-client';
import { server } from './msw-server';
import { accessToken, startAuth, storeSession, TENANT_ID } from './session';

const authData = getGetAuthDataResponseMock({
  context: { type: 'advisor-panel', id: TENANT_ID },
  user: {
    id: '6f1c2f0e-8d2e-4a53-9a51-3f7f3d0c9a11',
    firstName: 'Anna',
    surname: 'Nowak',
    email: 'advisor@demo.test',
    role: 'advisor',
    impersonatedBy: null,
  },
});

describe('the axios instance (Orval mutator): headers', () => {
  it('sends Context-Id / Context-Type everywhere and the bearer only on /api and /investor-api', async () => {
    setApiContext(TENANT_ID);
    const stored = storeSession();
    startAuth();
    const seen: Record<string, { authorization: string | null; contextId: string | null; contextType: string | null }> =
      {};
    const record =
      (name: string) =>
      ({ request }: { request: Request }) => {
        seen[name] = {
          authorization: request.headers.get('authorization'),
          contextId: request.headers.get('context-id'),
          contextType: request.headers.get('context-type'),
        };
        return HttpResponse.json(authData);
      };
    server.use(
      http.get('*/api/auth/data', record('api')),
      http.get('*/investor-api/dictionary', record('investorApi')),
      http.get('*/public-api/campaign-offer/dictionary', record('publicDictionary')),
      http.post('*/auth/activate/send-token', () => {
        seen.activation = { authorization: null, contextId: null, contextType: null };
        return new HttpResponse(null, { status: 202 });
      }),
      http.get('*/auth/anything', record('auth')),
    );

    await getAuthData();
    await axiosInstance.get('/investor-api/dictionary');
    await axiosInstance.get('/public-api/campaign-offer/dictionary');
    await sendActivationToken({ email: 'a@x.test' });
    await axiosInstance.get('/auth/anything');

    expect(seen.api).toEqual({
      authorization: `Bearer ${stored.accessToken}`,
      contextId: TENANT_ID,
      contextType: 'advisor-panel',
    });
    expect(seen.investorApi?.authorization).toBe(`Bearer ${stored.accessToken}`);
    expect(seen.publicDictionary?.authorization).toBeNull();
    expect(seen.publicDictionary?.contextId).toBe(TENANT_ID);
    expect(seen.auth?.authorization).toBeNull();
    expect(seen.activation).toBeDefined();
  });

  it.each(['https://wl-api.mf.gov.pl/api/search/nip/5260250274', 'https://api-krs.ms.gov.pl/api/krs/OdpisAktualny/1'])(
    'cancels the external registry call %s before it is sent',
    async (url) => {
      let sent = false;
      server.use(
        http.get(url, () => {
          sent = true;
          return HttpResponse.json({});
        }),
      );
      const failure: unknown = await axiosInstance.get(url).catch((error: unknown) => error);
      expect(isCancel(failure)).toBe(true);
      expect(sent).toBe(false);
    },
  );

  it('a protected call without a stored key is not sent and ends the session (the guard then redirects)', async () => {
    storeSession({ panel: 'investor-panel' });
    const { service } = startAuth();
    expect(service.actor.getSnapshot().matches('signedIn')).toBe(true);
    window.localStorage.removeItem('fund.session.api-key'); // e.g. another tab logged out
    let sent = false;
    server.use(
      http.get('*/investor-api/offers', () => {
        sent = true;
        return HttpResponse.json({});
      }),
    );
    const failure: unknown = await axiosInstance.get('/investor-api/offers').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(MissingSessionError);
    expect(sent).toBe(false);
    expect(service.actor.getSnapshot().matches({ signedOut: 'sessionLost' })).toBe(true);
    expect(service.actor.getSnapshot().context.lostPanel).toBe('investor');
  });
});

describe('the axios instance: 401 -> the ONE refresh -> retry once', () => {
  it('three parallel 401s cause one refresh call, then all three retries succeed with the new token', async () => {
    const stored = storeSession();
    const fresh = accessToken({ marker: 'fresh' });
    startAuth();
    let refreshCalls = 0;
    let refreshBody: unknown;
    const authorizations: string[] = [];
    server.use(
      http.get('*/api/auth/data', ({ request }) => {
        const authorization = request.headers.get('authorization') ?? '';
        authorizations.push(authorization);
        return authorization === `Bearer ${fresh}`
          ? HttpResponse.json(authData)
          : HttpResponse.json({ label: 'Unauthorized', code: 'UNAUTHORIZED' }, { status: 401 });
      }),
      http.post('*/auth/refresh-token', async ({ request }) => {
        refreshCalls++;
        refreshBody = await request.json();
        await new Promise((resolve) => setTimeout(resolve, 20));
        return HttpResponse.json({
          type: 'auth-token',
          accessToken: fresh,
          refreshToken: 'rotated-refresh-0123456789',
        });
      }),
    );

    const results = await Promise.all([getAuthData(), getAuthData(), getAuthData()]);

    expect(results.map((result) => result.user.firstName)).toEqual(['Anna', 'Anna', 'Anna']);
    expect(refreshCalls).toBe(1);
    expect(refreshBody).toEqual({ refreshToken: stored.refreshToken });
    expect(authorizations.filter((value) => value === `Bearer ${stored.accessToken}`)).toHaveLength(3);
    expect(authorizations.filter((value) => value === `Bearer ${fresh}`)).toHaveLength(3);
    expect(window.localStorage.getItem('fund.session.api-key')).toBe(fresh);
    expect(window.localStorage.getItem('fund.session.refresh-token')).toBe('rotated-refresh-0123456789');
  });

  it('investors refresh through /auth/refresh-investor-token', async () => {
    storeSession({ panel: 'investor-panel', username: 'investor@demo.test' });
    const fresh = accessToken({ panel: 'investor-panel', marker: 'fresh' });
    startAuth();
    let investorRefreshes = 0;
    server.use(
      http.get('*/investor-api/dictionary', ({ request }) =>
        request.headers.get('authorization') === `Bearer ${fresh}`
          ? HttpResponse.json({ ok: true })
          : HttpResponse.json({ label: 'Unauthorized', code: 'UNAUTHORIZED' }, { status: 401 }),
      ),
      http.post('*/auth/refresh-investor-token', () => {
        investorRefreshes++;
        return HttpResponse.json({
          type: 'auth-token',
          accessToken: fresh,
          refreshToken: 'rotated-refresh-0123456789',
        });
      }),
    );
    const { data } = await axiosInstance.get('/investor-api/dictionary');
    expect(data).toEqual({ ok: true });
    expect(investorRefreshes).toBe(1);
  });

  it('a retry that is refused again is not retried a second time', async () => {
    storeSession();
    startAuth();
    let dataCalls = 0;
    let refreshCalls = 0;
    server.use(
      http.get('*/api/auth/data', () => {
        dataCalls++;
        return HttpResponse.json({ label: 'Unauthorized', code: 'UNAUTHORIZED' }, { status: 401 });
      }),
      http.post('*/auth/refresh-token', () => {
        refreshCalls++;
        return HttpResponse.json({
          type: 'auth-token',
          accessToken: accessToken({ marker: `fresh-${refreshCalls}` }),
          refreshToken: 'rotated-refresh-0123456789',
        });
      }),
    );
    const failure = await getAuthData().then(
      () => null,
      (error: { response?: { status: number } }) => error,
    );
    expect(failure?.response?.status).toBe(401);
    expect(dataCalls).toBe(2);
    expect(refreshCalls).toBe(1);
  });

  it('a failed refresh removes the stored token and requests a reload; the calls fail with their 401', async () => {
    storeSession();
    const { service, reloadPage } = startAuth();
    server.use(
      http.get('*/api/auth/data', () =>
        HttpResponse.json({ label: 'Unauthorized', code: 'UNAUTHORIZED' }, { status: 401 }),
      ),
      http.post('*/auth/refresh-token', () =>
        HttpResponse.json({ label: 'Token is invalid.', code: 'TOKEN_INACTIVE' }, { status: 401 }),
      ),
    );
    const failures = await Promise.all(
      [getAuthData(), getAuthData()].map((call) =>
        call.then(
          () => null,
          (error: { response?: { status: number } }) => error,
        ),
      ),
    );
    expect(failures.map((failure) => failure?.response?.status)).toEqual([401, 401]);
    await waitForState(service.actor, (snapshot) => snapshot.value === 'reloading');
    expect(reloadPage).toHaveBeenCalledTimes(1);
    expect(window.localStorage.getItem('fund.session.api-key')).toBeNull();
    expect(window.localStorage.getItem('fund.session.refresh-token')).toBeNull();
    expect(Number(window.localStorage.getItem('fund.session.reload-at'))).toBeGreaterThan(0);
  });
});
