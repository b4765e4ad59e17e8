import type { PaymentSettings } from './config';
import type { Db } from './db/types';
import type { CurrentUser } from './modules/users/index';
import type { StaffBootstrap } from './modules/roles/index';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** No init data needed (docs, demo). Also skips the subscription gate. */
    public?: boolean;
    /** Reachable by an authenticated user without an active/pending subscription (onboarding needs). */
    allowWithoutSubscription?: boolean;
  }
  interface FastifyInstance {
    db: Db;
    /** Demo mode (no BOT_TOKEN): demo-only routes exist. */
    demo: boolean;
    paymentSettings: PaymentSettings;
    /** Who the environment names admin or teacher (ADMIN_/TEACHER_TELEGRAM_IDS, read in config.ts). */
    staffBootstrap: StaffBootstrap;
    /**
     * The instant a request happens at, for the rules on dates and hours (server/src/modules/TIME.md);
     * the system clock unless buildApp was given one (tests pass a clock to build their instants).
     */
    now: () => Date;
    /** Set at SIGTERM (main.ts): readiness answers 503 from then on while the server drains. */
    lifecycle: { draining: boolean };
    /** The door's window: check-in opens this many hours before a meeting starts. */
    checkInOpensHours: number;
    /** The largest video an editor may upload, bytes (STUDIO_MAX_VIDEO_MB). */
    studioMaxVideoBytes: number;
    /** GET /api/media/:hash per client address per minute (MEDIA_READS_PER_MINUTE). */
    mediaReadsPerMinute: number;
  }
  interface FastifyRequest {
    /** The authenticated user; set on every /api route that is not `public`. */
    user: CurrentUser;
  }
}

export {};
