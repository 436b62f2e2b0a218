// Tag `system`: health.
import { appFile } from '../../app-root';
import { readFileSync } from 'node:fs';
import { serviceUnavailable } from '../../plugins/errors';
import type { OperationHandlers } from '../shared';
import { checkDatabase } from './system.repository';

const VERSION = (JSON.parse(readFileSync(appFile('package.json'), 'utf8')) as { version: string }).version;

// A health check that hangs is as useless as one that fails: a load balancer needs an answer quickly.
const DATABASE_TIMEOUT_MS = 2_000;

export const systemHandlers: OperationHandlers = {
  async getHealth(request, reply) {
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        checkDatabase(request.server.db),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error(`no answer in ${DATABASE_TIMEOUT_MS} ms`)), DATABASE_TIMEOUT_MS);
        }),
      ]);
    } catch (error) {
      request.log.error({ err: error }, 'health: the database check failed');
      throw serviceUnavailable('The database is not available');
    } finally {
      clearTimeout(timer);
    }
    reply.header('cache-control', 'no-store');
    return { status: 'ok' as const, database: 'ok' as const, version: VERSION };
  },
};
