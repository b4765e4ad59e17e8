/**
 * Demo mode (BOT_TOKEN unset): the server accepts init data signed with this public token, and
 * GET /api/demo/init-data hands out init data for the demo user below. Anyone can sign with a
 * public token, so demo mode must never face real users.
 */
export const DEMO_BOT_TOKEN = '000000:demo-bot-token';

export const DEMO_USER = {
  id: 100000001,
  first_name: 'Emma',
  last_name: 'Novak',
  username: 'emma_learns',
  language_code: 'sk',
  /** Served by this server from server/media/. */
  photo_url: '/media/avatars/emma.svg',
} as const;

/**
 * Telegram clients send a `signature` field since Bot API 8.0 and init-data-node 2.x parsing
 * expects it; the HMAC covers it like any other field. Any base64url string will do here.
 */
export const DEMO_SIGNATURE = 'ZGVtby1zaWduYXR1cmUtbm90LWZyb20tdGVsZWdyYW0';
