import { z } from 'zod';

/** GET /api/demo/init-data (served only when the server runs in demo mode, without BOT_TOKEN). */
export const demoInitData = z.object({
  /** Send as `Authorization: tma <initDataRaw>`; valid for 24 hours. */
  initDataRaw: z.string(),
});
export type DemoInitData = z.infer<typeof demoInitData>;
