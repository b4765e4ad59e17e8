import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { studioCourseAnalysis, studioDayAnalysis, studioDayIdParam, studioError } from '@app/studio-contract';
import { courseAnalysis, dayAnalysis } from './item-analysis';

const errors = { 400: studioError, 401: studioError, 403: studioError, 404: studioError };
const tags = ['studio'];
const config = { allowWithoutSubscription: true };

/** Item analysis (item-analysis.ts): editors only, like every studio route (the group's guard). */
export const itemAnalysisRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/studio/days/:id/analysis',
    {
      config,
      schema: {
        tags,
        summary:
          "Editors: per live task of the day, learners who submitted it and, per item, how many got it wrong at their first try (over the task's versions)",
        params: studioDayIdParam,
        response: { 200: studioDayAnalysis, ...errors },
      },
    },
    async (request) => {
      return dayAnalysis(app.db, request.params.id);
    },
  );

  app.get(
    '/studio/course/analysis',
    {
      config,
      schema: {
        tags,
        summary: "Editors: each published day's hardest items (largest share wrong at the first try)",
        response: { 200: studioCourseAnalysis, ...errors },
      },
    },
    async () => {
      return courseAnalysis(app.db);
    },
  );
};
