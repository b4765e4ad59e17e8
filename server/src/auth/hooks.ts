import type { FastifyInstance } from 'fastify';
import { forbidden } from '../errors';
import { isLive } from '../modules/subscription/index';
import { ensureUser, type CurrentUser } from '../modules/users/index';
import { verifyAuthorization } from './init-data';

/**
 * The two checks every /api route passes, in this order, before its body is even parsed:
 * 1. auth: `Authorization: tma <initData>` verified, the user found or created (401 otherwise);
 * 2. subscription gate: without an active or pending subscription only routes whose config says
 *    `allowWithoutSubscription` answer; every other route answers 403.
 * A route with `config: { public: true }` skips both. New modules get both for free.
 */
export function addAuthAndGate(app: FastifyInstance, botToken: string): void {
  app.decorateRequest('user', null as unknown as CurrentUser);

  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config.public) return;
    const telegramUser = verifyAuthorization(request.headers.authorization, botToken);
    request.user = await ensureUser(app.db, telegramUser);
  });

  app.addHook('onRequest', async (request) => {
    const { config } = request.routeOptions;
    if (config.public || config.allowWithoutSubscription) return;
    if (!isLive(request.user.subscription_status)) {
      throw forbidden('An active subscription is required: activate the Basic plan first');
    }
  });
}
