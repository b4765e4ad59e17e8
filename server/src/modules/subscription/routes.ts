import { apiError, plan, subscription, subscriptionCodeQuery } from '@app/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cancelSubscription, listPlans, requestSubscription, upgradeSubscription } from './service';
import { guardRoutes } from '../roles/index';

const errors = { 400: apiError, 401: apiError, 403: apiError, 404: apiError, 409: apiError };

export const subscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  guardRoutes(app, 'learner');
  // Everything here is what onboarding and the subscription screen need: no subscription required.
  const config = { allowWithoutSubscription: true };

  app.get(
    '/subscription/plans',
    {
      config,
      schema: {
        tags: ['subscription'],
        summary: 'All plans with their monthly price',
        response: { 200: z.array(plan), 401: apiError },
      },
    },
    async () => listPlans(app.db),
  );

  app.post(
    '/subscription/request',
    {
      config,
      schema: {
        tags: ['subscription'],
        summary: 'Activate a plan (basic); 409 while a subscription is active or pending',
        querystring: subscriptionCodeQuery,
        response: { 200: subscription, ...errors },
      },
    },
    async (request) => requestSubscription(app.db, request.user.id, request.query.code),
  );

  app.post(
    '/subscription/cancel',
    {
      config,
      schema: {
        tags: ['subscription'],
        summary: 'Cancel the active subscription; 409 unless it is active',
        response: { 200: subscription, ...errors },
      },
    },
    async (request) => cancelSubscription(app.db, request.user.id),
  );

  app.post(
    '/subscription/upgrade',
    {
      config,
      schema: {
        tags: ['subscription'],
        summary: 'Move to a paid plan; premium answers 403 "Premium plan is not available yet"',
        querystring: subscriptionCodeQuery,
        response: { 200: subscription, ...errors },
      },
    },
    async (request) => upgradeSubscription(app.db, request.user.id, request.query.code),
  );
};
