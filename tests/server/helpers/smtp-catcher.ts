// A tiny SMTP server on loopback, like a local mail catcher (no auth, no TLS): records every message it accepts.
// `answerDelayMs` makes it answer the end of each message that much later (a slow server); `hold` never answers
// it (a message in flight forever, until the client goes away).
import { createServer, type Server, type Socket } from 'node:net';

export interface CaughtMail {
  /** The envelope's RCPT TO addresses. */
  to: string[];
  data: string;
}

export interface SmtpCatcher {
  port: number;
  url: string;
  /** Messages accepted (answered 250), in order. */
  accepted: CaughtMail[];
  /** Messages received in full (the final dot), answered or not. */
  received: CaughtMail[];
  answerDelayMs: number;
  hold: boolean;
  close(): Promise<void>;
}

export function startSmtpCatcher(options: { answerDelayMs?: number; hold?: boolean } = {}): Promise<SmtpCatcher> {
  const sockets = new Set<Socket>();
  const catcher = {
    port: 0,
    url: '',
    accepted: [] as CaughtMail[],
    received: [] as CaughtMail[],
    answerDelayMs: options.answerDelayMs ?? 0,
    hold: options.hold ?? false,
  };
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    let data: string | null = null;
    let to: string[] = [];
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
            const mail = { to, data };
            data = null;
            to = [];
            catcher.received.push(mail);
            if (catcher.hold) continue;
            setTimeout(() => {
              if (socket.destroyed) return;
              catcher.accepted.push(mail);
              socket.write('250 OK queued\r\n');
            }, catcher.answerDelayMs);
          } else data += `${line}\n`;
          continue;
        }
        const command = line.slice(0, 4).toUpperCase();
        if (command === 'EHLO' || command === 'HELO') socket.write('250 catcher\r\n');
        else if (command === 'RCPT') {
          to.push(line.replace(/^RCPT TO:\s*<?([^>]*)>?.*$/i, '$1'));
          socket.write('250 OK\r\n');
        } else if (command === 'DATA') {
          data = '';
          socket.write('354 go ahead\r\n');
        } else if (command === 'QUIT') socket.end('221 bye\r\n');
        else if (command === 'RSET' || command === 'NOOP' || command === 'MAIL') socket.write('250 OK\r\n');
        else socket.write('250 OK\r\n');
      }
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      catcher.port = typeof address === 'object' && address ? address.port : 0;
      catcher.url = `smtp://127.0.0.1:${catcher.port}`;
      resolve(
        Object.assign(catcher, {
          close: () =>
            new Promise<void>((done) => {
              for (const socket of sockets) socket.destroy();
              server.close(() => done());
            }),
        }),
      );
    }),
  );
}
