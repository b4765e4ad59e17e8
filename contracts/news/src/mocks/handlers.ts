import { http, HttpResponse } from 'msw';
import type { NewsItem } from '..';
import { newsFixtures } from './fixtures';

/** GET /news answers the given items (default: the fixtures). */
export function newsHandlers(items: NewsItem[] = newsFixtures) {
  return [http.get('*/api/news', () => HttpResponse.json(items))];
}
