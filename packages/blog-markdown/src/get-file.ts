import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MediaFile } from '@app/file-contract';
import { http } from '@app/shared/http';

/** GET /file/{id}/: resolves a markdown image source /files/{id} (spec section 2). */
export async function getFile(id: number): Promise<MediaFile> {
  return (await http.get<MediaFile>(`/file/${id}/`)).data;
}

export const fileQuery = (id: number) =>
  queryOptions({ queryKey: ['blog', 'file', id] as const, queryFn: () => getFile(id), staleTime: Infinity });

export const useFile = (id: number | null) => useQuery({ ...fileQuery(id ?? 0), enabled: id !== null });
