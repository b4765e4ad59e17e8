/**
 * Deployment commands for the bot's webhook (docs/DEPLOY.md):
 *   npm run bot -- set-webhook [--drop-pending-updates]
 *   npm run bot -- webhook-info
 *   npm run bot -- delete-webhook [--drop-pending-updates]
 * They read the same environment as the server (BOT_TOKEN, BOT_WEBHOOK_SECRET, MINI_APP_URL,
 * TELEGRAM_API_ROOT). webhook-info exits 1 when the webhook is not this configuration's, so a
 * deploy script can check it.
 */
import { Api } from 'grammy';
import { fileURLToPath } from 'node:url';
import { readConfig } from '../config';
import { checkWebhook, setWebhook } from '../modules/bot/index';

const USAGE = 'usage: npm run bot -- set-webhook | webhook-info | delete-webhook [--drop-pending-updates]';

async function main(args: string[]): Promise<number> {
  const [command, ...flags] = args;
  const unknown = flags.filter((flag) => flag !== '--drop-pending-updates');
  if (!command || unknown.length > 0 || !['set-webhook', 'webhook-info', 'delete-webhook'].includes(command)) {
    console.error(unknown.length > 0 ? `unknown option ${unknown[0]}\n${USAGE}` : USAGE);
    return 2;
  }
  const dropPendingUpdates = flags.includes('--drop-pending-updates');
  const config = readConfig(process.env, fileURLToPath(new URL('../../../', import.meta.url))).bot;
  if (!config.token) {
    console.error('BOT_TOKEN is unset: demo mode has no webhook');
    return 2;
  }
  const api = new Api(config.token, { apiRoot: config.apiRoot });

  if (command === 'set-webhook') {
    const url = await setWebhook(api, config, { dropPendingUpdates });
    console.log(`webhook set: ${url}${dropPendingUpdates ? ' (pending updates dropped)' : ''}`);
  } else if (command === 'delete-webhook') {
    await api.deleteWebhook({ drop_pending_updates: dropPendingUpdates });
    console.log(
      `webhook deleted${dropPendingUpdates ? ' (pending updates dropped)' : ''}: Telegram delivers nothing until set-webhook`,
    );
    return 0;
  }
  const { expected, info, problems } = await checkWebhook(api, config);
  console.log(
    JSON.stringify(
      {
        url: info.url,
        expected,
        pending_update_count: info.pending_update_count,
        allowed_updates: info.allowed_updates ?? null,
        last_error_date: info.last_error_date ? new Date(info.last_error_date * 1000).toISOString() : null,
        last_error_message: info.last_error_message ?? null,
        max_connections: info.max_connections ?? null,
        ip_address: info.ip_address ?? null,
      },
      null,
      2,
    ),
  );
  for (const problem of problems) console.error(`warning: ${problem}`);
  return problems.some((problem) => !problem.startsWith("Telegram's last delivery")) ? 1 : 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
