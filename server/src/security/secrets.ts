// The server's secrets: the JWT signing key and the data encryption key (TOTP secrets at rest).
// Production: JWT_SECRET and DATA_ENCRYPTION_KEY must be set (>= 32 bytes / exactly 32 bytes), else no start.
// Development and demo: generated once and kept in <DATA_DIR>/secrets.json (mode 0600), so sessions and the
// encrypted demo TOTP secrets survive restarts (`tsx watch` restarts often). Deleting .data/ resets both.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface ServerSecrets {
  jwtSecret: Uint8Array;
  dataKey: Buffer;
}

/** DATA_ENCRYPTION_KEY: 32 bytes as 64 hex characters or base64/base64url. */
export function parseDataKey(value: string): Buffer {
  const key = /^[0-9a-f]{64}$/i.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value, 'base64url');
  if (key.length !== 32) throw new Error('DATA_ENCRYPTION_KEY must be 32 bytes (64 hex characters or base64)');
  return key;
}

export function loadSecrets(options: {
  jwtSecret: string | undefined;
  dataEncryptionKey: string | undefined;
  production: boolean;
  dataDir: string;
}): ServerSecrets {
  if (options.jwtSecret !== undefined && Buffer.byteLength(options.jwtSecret) < 32) {
    throw new Error('JWT_SECRET must be at least 32 bytes');
  }
  if (options.production && (!options.jwtSecret || !options.dataEncryptionKey)) {
    throw new Error('JWT_SECRET and DATA_ENCRYPTION_KEY are required in production');
  }
  let stored: { jwtSecret?: string; dataKey?: string } = {};
  const file = join(options.dataDir, 'secrets.json');
  if (!options.jwtSecret || !options.dataEncryptionKey) {
    if (existsSync(file)) stored = JSON.parse(readFileSync(file, 'utf8')) as typeof stored;
    if (!stored.jwtSecret || !stored.dataKey) {
      stored = { jwtSecret: randomBytes(32).toString('base64url'), dataKey: randomBytes(32).toString('hex') };
      mkdirSync(options.dataDir, { recursive: true });
      writeFileSync(file, JSON.stringify(stored), { mode: 0o600 });
    }
  }
  return {
    jwtSecret: new TextEncoder().encode(options.jwtSecret || stored.jwtSecret!),
    dataKey: parseDataKey(options.dataEncryptionKey || stored.dataKey!),
  };
}
