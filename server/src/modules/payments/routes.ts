import {
  apiError,
  demoCheckoutResult,
  idParam,
  invoiceLink,
  paymentList,
  paymentListQuery,
  paymentPage,
} from '@app/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { playDemoCheckout } from './demo-checkout';
import { createInvoice } from './invoice';
import { listPaymentPage, listPayments } from './service';
import { registerPaymentsBot } from './telegram';
import { guardRoutes } from '../roles/index';

const tags = ['payments'];
const errors = { 400: apiError, 401: apiError, 403: apiError, 404: apiError, 409: apiError };

export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  guardRoutes(app, 'learner');
  registerPaymentsBot(app);

  app.get(
    '/users/me/payments',
    {
      schema: {
        tags,
        summary:
          "The current user's payments (calls, meetings, paid plans), newest first: with `page_size` or `cursor` a page (`results`, `next`, totals over all of them), without either the whole list as an array (remotes built before paging)",
        querystring: paymentListQuery,
        response: { 200: z.union([paymentPage, paymentList]), 400: apiError, 401: apiError, 403: apiError },
      },
    },
    async (request) => {
      const { cursor, page_size } = request.query;
      if (cursor === undefined && page_size === undefined) return listPayments(app.db, request.user.id);
      return listPaymentPage(app.db, request.user.id, request.query);
    },
  );

  app.post(
    '/payments/:id/invoice',
    {
      schema: {
        tags,
        summary:
          "A Telegram Stars invoice link for the user's pending, unexpired payment (openInvoice); 404 for another's, 409 (Slovak reason) when it cannot be paid",
        params: idParam,
        response: { 200: invoiceLink, ...errors, 502: apiError },
      },
    },
    async (request) => ({ invoice_link: await createInvoice(app, request.user.id, request.params.id) }),
  );

  if (app.demo) {
    app.post(
      '/payments/:id/demo-checkout',
      {
        schema: {
          tags: ['demo'],
          summary:
            'Demo mode only: plays Telegram’s pre_checkout_query and successful_payment for the payment through the webhook’s handlers',
          params: idParam,
          response: { 200: demoCheckoutResult, ...errors },
        },
      },
      async (request) => playDemoCheckout(app, request.user, request.params.id),
    );
  }
};
