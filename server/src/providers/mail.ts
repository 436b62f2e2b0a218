// E-mail delivery (see docs/product/platform.md): one interface, two implementations. SMTP (nodemailer) when SMTP_URL is
// set; otherwise the development mailbox: the message stays in the outbox table, marked as delivered there,
// and GET /dev/mail lists it (never in production).
import nodemailer from 'nodemailer';

export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
}

export interface MailTransport {
  /** `smtp` or `dev`: recorded with each sent message. */
  readonly kind: 'smtp' | 'dev';
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/**
 * `smtp://host:port` without credentials is a local catcher (MailHog, smtp4dev...): plain text, no STARTTLS
 * attempt (ignoreTLS), which nodemailer would otherwise try and fail on. With credentials, or `smtps://`, or
 * `?secure=true`, TLS is used as nodemailer does by default.
 */
export function smtpOptionsFromUrl(smtpUrl: string): Record<string, unknown> {
  const url = new URL(smtpUrl);
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') throw new Error('SMTP_URL must be smtp:// or smtps://');
  const secure = url.protocol === 'smtps:' || url.searchParams.get('secure') === 'true';
  const hasAuth = Boolean(url.username);
  return {
    host: url.hostname,
    port: Number(url.port || (secure ? 465 : 25)),
    secure,
    ...(hasAuth
      ? { auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } }
      : { ignoreTLS: url.searchParams.get('ignoreTLS') !== 'false' && !secure }),
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  };
}

/**
 * `connections`: a pool of that many SMTP connections, reused across messages (mail goes out in parallel, one
 * message per connection at a time). The time limits above bound every message: the mail job's lease
 * (mail/outbox.ts) is far longer, so a slow server never sees the same message from a second sender.
 */
export function createSmtpTransport(
  smtpUrl: string,
  from: string,
  options: { connections?: number } = {},
): MailTransport {
  const connections = options.connections ?? 1;
  const pool = connections > 1 ? { pool: true, maxConnections: connections, maxMessages: 1000 } : {};
  const transporter = nodemailer.createTransport({ ...smtpOptionsFromUrl(smtpUrl), ...pool } as Parameters<
    typeof nodemailer.createTransport
  >[0]);
  return {
    kind: 'smtp',
    async send(mail) {
      await transporter.sendMail({ from, to: mail.to, subject: mail.subject, html: mail.html, text: mail.text });
    },
    close() {
      transporter.close();
    },
  };
}

/** The development mailbox: delivering is marking the outbox row as sent (the row is the mailbox). */
export function createDevTransport(): MailTransport {
  return { kind: 'dev', async send() {}, close() {} };
}
