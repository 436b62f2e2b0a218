// The outbox over real SMTP (a tiny plain SMTP server in the test: no auth, no TLS, like a local mail catcher)
// and its retries.
import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpTransport, type MailTransport } from '../../server/src/providers/mail';
import { post } from './helpers/auth';
import { advanceJobQueue } from './helpers/jobs';
import { createClock, createTestApp, type TestApp } from './helpers/test-app';

/** Accepts every message; records the DATA of each. */
function startSmtpCatcher(): Promise<{ server: Server; port: number; messages: string[] }> {
  const messages: string[] = [];
  const server = createServer((socket) => {
    let data: string | null = null;
    let buffer = '';
    socket.write('220 catcher ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let index: number;
      while ((index = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, index);
        buffer = buffer.slice(index + 2);
        if (data !== null) {
          if (line === '.') {
            messages.push(data);
            data = null;
            socket.write('250 OK queued\r\n');
          } else data += `${line}\n`;
          continue;
        }
        const command = line.slice(0, 4).toUpperCase();
        if (command === 'EHLO' || command === 'HELO') socket.write('250 catcher\r\n');
        else if (command === 'DATA') {
          data = '';
          socket.write('354 go ahead\r\n');
        } else if (command === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 OK\r\n');
      }
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve({ server, port: typeof address === 'object' && address ? address.port : 0, messages });
    }),
  );
}

let catcher: Awaited<ReturnType<typeof startSmtpCatcher>>;
let t: TestApp;
beforeAll(async () => {
  catcher = await startSmtpCatcher();
  t = await createTestApp({
    mailTransport: createSmtpTransport(`smtp://127.0.0.1:${catcher.port}`, 'no-reply@demo.test'),
    devMailbox: false,
  });
});
afterAll(async () => {
  await t?.close();
  catcher?.server.close();
});

describe('mail over SMTP', () => {
  it('sends the queued message over plain smtp:// and /dev/mail is 404', async () => {
    expect((await post(t.app, '/auth/investor/send-token', { email: 'investor@demo.test' })).statusCode).toBe(202);
    expect(await t.app.services.outbox.flushOutbox()).toBe(1);
    expect(catcher.messages).toHaveLength(1);
    expect(catcher.messages[0]).toMatch(/To: investor@demo\.test/);
    expect(catcher.messages[0]).toMatch(/multipart\/alternative/); // HTML with a text alternative
    expect((await t.app.inject({ method: 'GET', url: '/dev/mail' })).statusCode).toBe(404);
  });
});

describe('outbox retries', () => {
  it('a failing transport is retried with back-off, then the message goes out once', async () => {
    const clock = createClock();
    let failures = 2;
    const sent: string[] = [];
    const flaky: MailTransport = {
      kind: 'smtp',
      async send(mail) {
        if (failures > 0) {
          failures -= 1;
          throw new Error('connection refused');
        }
        sent.push(mail.to);
      },
      close() {},
    };
    const app = await createTestApp({ clock: clock.now, mailTransport: flaky });
    try {
      await post(app.app, '/auth/investor/send-token', { email: 'investor@demo.test' });
      expect(await app.app.services.outbox.flushOutbox()).toBe(0); // attempt 1 fails
      expect(await app.app.services.outbox.flushOutbox()).toBe(0); // not due yet
      // The back-off doubles from 30 s, with up to as much again of random spread: 30-60 s, then 60-120 s.
      clock.advance(61_000);
      await advanceJobQueue(app.db, 61);
      expect(await app.app.services.outbox.flushOutbox()).toBe(0); // attempt 2 fails
      clock.advance(121_000);
      await advanceJobQueue(app.db, 121);
      expect(await app.app.services.outbox.flushOutbox()).toBe(1);
      expect(await app.app.services.outbox.flushOutbox()).toBe(0);
      expect(sent).toEqual(['investor@demo.test']);
    } finally {
      await app.close();
    }
  });
});
