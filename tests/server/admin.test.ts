// The admin commands. A tenant created by them serves its hosts; its first operator activates
// from the printed link; bad input is refused with a message naming the argument.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant, inviteOperator, listTenants } from '../../server/src/admin/commands';
import { post } from './helpers/auth';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const FUND = { host: 'fund-a.example.com', 'context-id': 'fund-a', 'context-type': 'advisor-panel' };

describe('admin commands', () => {
  it('creates a tenant that answers on its hosts, lists it, and invites its first operator', async () => {
    const created = await createTenant(t.db, {
      configurationId: 'fund-a',
      name: 'Fund A',
      hosts: ['Fund-A.example.com', 'www.fund-a.example.com'],
      theme: 'theme-navy',
    });
    expect(created.hosts).toEqual(['fund-a.example.com', 'www.fund-a.example.com']);
    t.app.tenantCache.invalidate();

    const configuration = await t.app.inject({
      url: '/public-api/white-label-configuration',
      headers: { host: 'www.fund-a.example.com' },
    });
    expect(configuration.statusCode).toBe(200);
    expect(configuration.json()).toMatchObject({ id: 'fund-a', theme: 'theme-navy' });

    const link = await inviteOperator(
      t.db,
      { tenant: 'fund-a', email: 'Ops@Fund-A.example.com', firstName: 'Anna', surname: 'Nowak', locale: 'en' },
      'https://{host}',
    );
    expect(link).toMatch(/^https:\/\/fund-a\.example\.com\/auth\/activate-from-email\/[\w-]+$/);
    const token = decodeURIComponent(link.split('/').pop()!);
    const opened = await t.app.inject({
      method: 'POST',
      url: '/auth/activate-from-email',
      headers: FUND,
      payload: { token },
    });
    expect(opened.json()).toEqual({ email: 'ops@fund-a.example.com', passwordRequired: true, status: 'initial' });
    const password = 'Strong-pass-1';
    const activated = await t.app.inject({
      method: 'POST',
      url: '/auth/activate',
      headers: FUND,
      payload: { token, password, passwordRepeat: password },
    });
    expect(activated.statusCode).toBe(204);
    // The demo tenant knows nothing of this operator.
    expect((await post(t.app, '/auth/login', { email: 'ops@fund-a.example.com', password })).statusCode).toBe(401);

    const listed = (await listTenants(t.db)).find((tenant) => tenant.configurationId === 'fund-a');
    expect(listed).toEqual({
      configurationId: 'fund-a',
      name: 'Fund A',
      theme: 'theme-navy',
      hosts: ['fund-a.example.com', 'www.fund-a.example.com'],
      operators: 1,
    });
  });

  it('refuses bad input with a message naming the argument', async () => {
    const base = { configurationId: 'fund-b', name: 'Fund B', hosts: ['fund-b.example.com'] };
    await expect(createTenant(t.db, { ...base, configurationId: 'Fund B' })).rejects.toThrow(/^--id must be/);
    await expect(createTenant(t.db, { ...base, hosts: ['https://x.example.com:443'] })).rejects.toThrow(
      /^--hosts: "https:\/\/x\.example\.com:443" is not a host name/,
    );
    await expect(createTenant(t.db, { ...base, hosts: ['localhost'] })).rejects.toThrow(
      '--hosts: "localhost" already belongs to tenant "demo"',
    );
    await expect(createTenant(t.db, { ...base, theme: 'pink' })).rejects.toThrow(/^--theme must be one of/);
    await expect(createTenant(t.db, { ...base, configurationId: 'demo' })).rejects.toThrow(
      '--id: a tenant "demo" exists already',
    );
    const invite = { tenant: 'demo', email: 'x@demo.test', firstName: 'A', surname: 'B' };
    await expect(inviteOperator(t.db, { ...invite, tenant: 'nope' }, 'https://{host}')).rejects.toThrow(
      '--tenant: no tenant "nope"',
    );
    await expect(inviteOperator(t.db, { ...invite, email: 'operator@demo.test' }, 'https://{host}')).rejects.toThrow(
      '--email: operator@demo.test already has an account at "demo"',
    );
    await expect(inviteOperator(t.db, { ...invite, email: 'not-mail' }, 'https://{host}')).rejects.toThrow(
      /^--email: "not-mail" is not an e-mail address/,
    );
  });
});

describe('npm run admin', () => {
  const folder = mkdtempSync(join(tmpdir(), 'fund-platform-admin-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  const admin = (...args: string[]) =>
    spawnSync(process.execPath, [fileURLToPath(new URL('../../scripts/admin.mjs', import.meta.url)), ...args], {
      env: { ...process.env, DATABASE_URL: '', DATA_DIR: folder, NODE_ENV: 'development' },
      encoding: 'utf8',
    });

  it('prints one line naming the argument and exits 2 on bad input', () => {
    const run = admin('tenant', 'create', '--id', 'x', '--name', 'X', '--hosts', 'x.example.com', '--colour', 'red');
    expect(run.status).toBe(2);
    expect(run.stderr.trim()).toBe("admin: Unknown option '--colour' (npm run admin -- help)");
    const unknown = admin('tenant', 'delete');
    expect(unknown.status).toBe(2);
    expect(unknown.stderr.trim()).toBe('admin: unknown command "tenant delete" (npm run admin -- help)');
  });
});
