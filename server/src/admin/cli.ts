// npm run admin -- <command>: tenants and their first operator (commands.ts), on the database of DATABASE_URL
// (or the demo's embedded one in DATA_DIR). Prints results on stdout; bad input: one line on stderr, exit code 2.
import { parseArgs } from 'node:util';
import { readConfig } from '../config';
import { openDatabase } from '../db/open-db';
import { describeStartupError } from '../startup-errors';
import { AdminInputError, createTenant, inviteOperator, listTenants, THEMES } from './commands';

const USAGE = `Usage: npm run admin -- <command> [options]

  tenant create --id <id> --name <name> --hosts <host>[,<host>...] [--theme ${THEMES.join('|')}]
      A tenant (fund) answering on these hosts; the first host is used in e-mail links.
  tenant list
      Every tenant with its hosts, theme and number of operators.
  operator invite --tenant <id> --email <e-mail> --first-name <name> --surname <name> [--locale pl|en]
      A tenant's operator; prints the activation link (valid 72 hours) to hand over.

Settings: DATABASE_URL (or DATA_DIR for the embedded demo database), PUBLIC_ORIGIN for the links.`;

const OPTIONS = {
  id: { type: 'string' },
  name: { type: 'string' },
  hosts: { type: 'string' },
  theme: { type: 'string' },
  tenant: { type: 'string' },
  email: { type: 'string' },
  'first-name': { type: 'string' },
  surname: { type: 'string' },
  locale: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

async function run(argv: string[]): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, strict: true });
  } catch (error) {
    // Node's message goes on about positionals after `--`: its first sentence says what is wrong.
    throw new AdminInputError(`${(error as Error).message.split('. ', 1)[0]} (npm run admin -- help)`);
  }
  const { values, positionals } = parsed;
  const command = positionals.join(' ');
  if (values.help || command === '' || command === 'help') {
    console.log(USAGE);
    return 0;
  }
  if (!['tenant create', 'tenant list', 'operator invite'].includes(command)) {
    throw new AdminInputError(`unknown command "${command}" (npm run admin -- help)`);
  }
  const config = readConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    if (command === 'tenant create') {
      const tenant = await createTenant(database.db, {
        configurationId: values.id,
        name: values.name,
        hosts: values.hosts?.split(','),
        theme: values.theme,
      });
      console.log(
        `tenant ${tenant.configurationId} created: ${tenant.name}, hosts ${tenant.hosts.join(', ')}, ${tenant.theme}`,
      );
    } else if (command === 'tenant list') {
      const list = await listTenants(database.db);
      if (list.length === 0) console.log('no tenants');
      for (const tenant of list) {
        console.log(
          `${tenant.configurationId}\t${tenant.name}\t${tenant.theme}\thosts: ${tenant.hosts.join(', ')}\toperators: ${tenant.operators}`,
        );
      }
    } else {
      const link = await inviteOperator(
        database.db,
        {
          tenant: values.tenant,
          email: values.email,
          firstName: values['first-name'],
          surname: values.surname,
          locale: values.locale as 'pl' | 'en' | undefined,
        },
        config.publicOrigin,
      );
      console.log(`operator invited; activation link (valid 72 hours):\n${link}`);
    }
  } finally {
    await database.close();
  }
  return 0;
}

try {
  process.exitCode = await run(process.argv.slice(2));
} catch (error) {
  if (error instanceof AdminInputError) {
    console.error(`admin: ${error.message}`);
    process.exitCode = 2;
  } else {
    console.error(`admin: ${describeStartupError(error, process.env.DATABASE_URL)}`);
    process.exitCode = 1;
  }
}
