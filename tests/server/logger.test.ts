// Logs never carry credentials or personal data (see docs/product/platform.md).
import { Writable } from 'node:stream';
import pino from 'pino';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createLoggerOptions } from '../../server/src/logger';
import { createTestDatabase } from './helpers/test-app';

function capture(): { logger: pino.Logger; lines: () => string } {
  let output = '';
  const stream = new Writable({
    write(chunk, _encoding, done) {
      output += chunk.toString();
      done();
    },
  });
  return { logger: pino(createLoggerOptions('info'), stream), lines: () => output };
}

describe('log redaction', () => {
  it('hides authorization, cookies, passwords, tokens and e-mails', () => {
    const { logger, lines } = capture();
    logger.info({
      req: { headers: { authorization: 'Bearer secret-jwt', cookie: 'sid=secret-cookie' } },
      password: 'Secret-Pass1!',
      user: { email: 'jan.kowalski@example.pl', refreshToken: 'secret-refresh', totp: '123456' },
      body: { pesel: '44051401458' },
    });
    const text = lines();
    for (const secret of [
      'secret-jwt',
      'secret-cookie',
      'Secret-Pass1!',
      'jan.kowalski',
      'secret-refresh',
      '123456',
      '44051401458',
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(text).toContain('[redacted]');
  });

  it('hides the sign-in fields added with sessions (second step, enrolment, stored hashes, mail bodies)', () => {
    const { logger, lines } = capture();
    logger.info({
      code: '654321',
      loginToken: 'secret-login-step',
      secret: 'JBSWY3DPEHPK3PXP',
      user: { passwordHash: '$argon2id$secret-hash', totpSecretEncrypted: 'v1.secret-sealed' },
      mail: { html: '<a href="/x?token=secret-link">', text: 'token=secret-link' },
    });
    const text = lines();
    for (const secret of [
      '654321',
      'secret-login-step',
      'JBSWY3DPEHPK3PXP',
      'secret-hash',
      'secret-sealed',
      'secret-link',
    ]) {
      expect(text).not.toContain(secret);
    }
  });
});

describe('errors in the log', () => {
  it("a failed query is logged with its SQL and SQLSTATE, never its parameters or the database's quote of them", async () => {
    const database = await createTestDatabase();
    let failure: unknown;
    try {
      await database.db.execute(sql`select ${'Kowalski'}::int as surname_filter`);
    } catch (error) {
      failure = error;
    } finally {
      await database.close();
    }
    expect(failure).toBeInstanceOf(Error);
    const { logger, lines } = capture();
    logger.error({ err: failure }, 'request failed');
    const text = lines();
    expect(text).not.toContain('Kowalski');
    expect(text).toContain('surname_filter');
    expect(text).toContain('22P02');
  });
});
