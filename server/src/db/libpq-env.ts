/**
 * DATABASE_URL as libpq's environment (PGHOST, PGPORT, PGUSER, PGPASSWORD, PGDATABASE...), for the
 * PostgreSQL client programs the backup runs. The password goes to the child's environment only:
 * on a command line (`--dbname=postgres://user:pw@…`) every user of the machine reads it in `ps`,
 * while Linux shows a process's environment to its own user and root alone.
 */

/** The URL's query parameters libpq understands, and the variable each becomes. */
const PARAMETERS: Record<string, string> = {
  host: 'PGHOST',
  hostaddr: 'PGHOSTADDR',
  port: 'PGPORT',
  sslmode: 'PGSSLMODE',
  sslrootcert: 'PGSSLROOTCERT',
  sslcert: 'PGSSLCERT',
  sslkey: 'PGSSLKEY',
  sslcrl: 'PGSSLCRL',
  application_name: 'PGAPPNAME',
  connect_timeout: 'PGCONNECT_TIMEOUT',
  options: 'PGOPTIONS',
  target_session_attrs: 'PGTARGETSESSIONATTRS',
};

export interface LibpqTarget {
  /** Every PG* variable the client needs, the password among them. */
  env: Record<string, string>;
  database: string;
}

export function libpqEnv(databaseUrl: string): LibpqTarget {
  let url: URL;
  try {
    url = new URL(databaseUrl);
  } catch {
    throw new Error('DATABASE_URL is not a URL (postgres://user:password@host:5432/database)');
  }
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:')
    throw new Error('DATABASE_URL must start with postgres:// or postgresql://');
  const env: Record<string, string> = {};
  if (url.hostname) env.PGHOST = url.hostname.replace(/^\[(.*)\]$/, '$1');
  if (url.port) env.PGPORT = url.port;
  if (url.username) env.PGUSER = decodeURIComponent(url.username);
  if (url.password) env.PGPASSWORD = decodeURIComponent(url.password);
  const database = decodeURIComponent(url.pathname.replace(/^\//, '')) || env.PGUSER || 'postgres';
  env.PGDATABASE = database;
  for (const [key, value] of url.searchParams) {
    const name = PARAMETERS[key];
    // An unknown parameter silently dropped could weaken the connection (TLS): say so instead.
    if (!name)
      throw new Error(
        `DATABASE_URL: the backup commands do not know the parameter "${key}" (they know ${Object.keys(PARAMETERS).join(', ')})`,
      );
    env[name] = value;
  }
  return { env, database };
}

/** The same URL naming another database on the same server (a restore's scratch copy, the maintenance database). */
export function urlFor(databaseUrl: string, database: string): string {
  const url = new URL(databaseUrl);
  url.pathname = `/${encodeURIComponent(database)}`;
  return url.href;
}
