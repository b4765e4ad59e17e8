/**
 * The suite's PostgreSQL as its superuser (TEST_DATABASE_URL): statements on a connection of
 * their own, and the URL of another database on the same server. Test apps' databases
 * (seeded-template.ts), empty schemas (helpers.ts) and the backups' scratch databases use them.
 */
import pg from 'pg';

/** `work` on a connection of its own to TEST_DATABASE_URL, closed after. */
export async function withAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** One statement as the suite's superuser. */
export const asAdmin = (sql: string): Promise<void> => withAdmin(async (client) => void (await client.query(sql)));

/** TEST_DATABASE_URL pointed at another database, optionally as another role. */
export function databaseUrl(name: string, login?: { user: string; password: string }): string {
  const parsed = new URL(process.env.TEST_DATABASE_URL!);
  parsed.pathname = `/${name}`;
  if (login) {
    parsed.username = login.user;
    parsed.password = login.password;
  }
  return parsed.href;
}
