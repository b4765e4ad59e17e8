import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Publication } from '@app/blog-contract';
import { http } from '@app/shared/http';
import { blogKey } from './blog-keys';

/** GET /blog/{id}/ (spec section 7; trailing slash as specified). */
export async function getPublication(id: number): Promise<Publication> {
  return (await http.get<Publication>(`/blog/${id}/`)).data;
}

export const publicationQuery = (id: number) =>
  queryOptions({ queryKey: [...blogKey, 'publication', id] as const, queryFn: () => getPublication(id) });

export const usePublication = (id: number, enabled = true) => useQuery({ ...publicationQuery(id), enabled });
