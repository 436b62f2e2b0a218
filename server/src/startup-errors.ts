// Start-up failures as one line naming the setting to fix: an operator reading the log of a
// container that does not start needs "DATABASE_URL: database "fund" does not exist", not a stack and a pg dump.

/** A problem with the configuration, its message names the setting. */
export class ConfigurationError extends Error {
  override name = 'ConfigurationError';
}

interface PgLikeError {
  code?: string;
  message?: string;
  address?: string;
  port?: number;
  hostname?: string;
}

function where(databaseUrl: string | undefined): string {
  try {
    const url = new URL(databaseUrl ?? '');
    return `${url.hostname}:${url.port || 5432}${url.pathname}`;
  } catch {
    return 'the configured server';
  }
}

/** One line for the log: the setting and what is wrong with it; the error's own message for anything else. */
export function describeStartupError(error: unknown, databaseUrl: string | undefined): string {
  if (error instanceof ConfigurationError) return error.message;
  const pgError = (error ?? {}) as PgLikeError;
  const at = where(databaseUrl);
  switch (pgError.code) {
    case '3D000': // invalid_catalog_name
      return `DATABASE_URL: ${pgError.message ?? 'the database does not exist'} (${at}); create it or fix DATABASE_URL`;
    case '28P01':
    case '28000':
      return `DATABASE_URL: PostgreSQL refused the credentials (${at}): ${pgError.message ?? ''}`.trim();
    case 'ECONNREFUSED':
      return `DATABASE_URL: no PostgreSQL answers at ${at} (connection refused)`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `DATABASE_URL: the host of ${at} is not known`;
    case 'ETIMEDOUT':
      return `DATABASE_URL: connecting to ${at} timed out`;
  }
  if (error instanceof AggregateError && error.errors.length > 0) {
    return describeStartupError(error.errors[0], databaseUrl);
  }
  const message = error instanceof Error ? error.message : String(error);
  return message.split('\n', 1)[0] ?? message;
}
