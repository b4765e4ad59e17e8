import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  StudioAuthorDetail,
  StudioAuthorInput,
  StudioAuthorList,
  StudioAuthorSave,
  StudioHistory,
} from '@app/studio-contract';
import { http } from '@app/shared/http';
import { useMutation } from '@app/shared/query';
import { studioKey } from './studio';

const authorsKey = [...studioKey, 'authors'] as const;
export const fetchAuthor = async (id: number) => (await http.get<StudioAuthorDetail>(`/studio/authors/${id}`)).data;

const listQuery = queryOptions({
  queryKey: authorsKey,
  queryFn: async () => (await http.get<StudioAuthorList>('/studio/authors')).data,
});
const authorQuery = (id: number) => queryOptions({ queryKey: [...authorsKey, id], queryFn: () => fetchAuthor(id) });
export const authorHistoryQuery = (id: number) =>
  queryOptions({
    queryKey: [...authorsKey, id, 'history'],
    queryFn: async () => (await http.get<StudioHistory>(`/studio/authors/${id}/history`)).data,
  });

export const useAuthors = () => useQuery(listQuery);
export const useAuthor = (id: number) => useQuery(authorQuery(id));

/** The publication form offers the authors from the publications list: it is read again after a change. */
const publicationsKey = [...studioKey, 'publications'] as const;

export function useCreateAuthor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: StudioAuthorInput) => (await http.post<StudioAuthorDetail>('/studio/authors', input)).data,
    onSuccess: async (author) => {
      client.setQueryData(authorQuery(author.id).queryKey, author);
      await client.invalidateQueries({ queryKey: listQuery.queryKey, exact: true });
      await client.invalidateQueries({ queryKey: publicationsKey });
    },
  });
}

export function useSaveAuthor(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (save: StudioAuthorSave) => (await http.put<StudioAuthorDetail>(`/studio/authors/${id}`, save)).data,
    onSuccess: async (author) => {
      client.setQueryData(authorQuery(id).queryKey, author);
      await client.invalidateQueries({ queryKey: listQuery.queryKey, exact: true });
      await client.invalidateQueries({ queryKey: authorHistoryQuery(id).queryKey });
      await client.invalidateQueries({ queryKey: publicationsKey });
    },
  });
}
