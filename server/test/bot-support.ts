import { DEFAULT_TUNING, demoBotConfig, type WorkerTuning } from '../src/modules/bot/index';
import type { FakeBotApi } from './fake-bot-api';
import { TEST_BOT_TOKEN } from './helpers';

/**
 * The bot of one test app, talking to `fake`, its worker running at test speed: no Telegram pace
 * (1,000 a second), retries after 20 ms, a message parked after 3 failures. `tuning` adds to that.
 */
export function testBotConfig(fake: FakeBotApi, webhookSecret: string, tuning: Partial<WorkerTuning> = {}) {
  return demoBotConfig({
    token: TEST_BOT_TOKEN,
    apiRoot: fake.apiRoot,
    webhookSecret,
    miniAppUrl: 'https://app.example.test/',
    tuning: { ...DEFAULT_TUNING, perSecond: 1000, backoffMs: 20, maxFailures: 3, ...tuning },
  });
}
