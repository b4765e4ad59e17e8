import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NewsItem } from '@app/news-contract';
import { http } from '@app/shared/http';

/** GET /news: the home feed, highest priority first (spec section 7). */
export async function getNews(): Promise<NewsItem[]> {
  return (await http.get<NewsItem[]>('/news')).data;
}

export const newsQuery = () => queryOptions({ queryKey: ['news'] as const, queryFn: getNews, staleTime: 60_000 });

export const useNews = () => useQuery(newsQuery());
