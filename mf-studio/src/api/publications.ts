import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  StudioGoLive,
  StudioHistory,
  StudioItemState,
  StudioNews,
  StudioNewsInput,
  StudioNewsList,
  StudioNewsSave,
  StudioPublication,
  StudioPublicationInput,
  StudioPublicationList,
  StudioPublicationSave,
} from '@app/studio-contract';
import { http } from '@app/shared/http';
import { useMutation } from '@app/shared/query';
import { studioKey } from './studio';

/** The two kinds of item the publications screens edit, and their wire shapes. */
export type ItemKind = 'publications' | 'news';
interface Shapes {
  publications: {
    list: StudioPublicationList;
    item: StudioPublication;
    input: StudioPublicationInput;
    save: StudioPublicationSave;
  };
  news: { list: StudioNewsList; item: StudioNews; input: StudioNewsInput; save: StudioNewsSave };
}

export const itemsQuery = <K extends ItemKind>(kind: K, state?: StudioItemState) =>
  queryOptions({
    queryKey: [...studioKey, kind, 'list', state ?? 'all'] as const,
    queryFn: async () => (await http.get<Shapes[K]['list']>(`/studio/${kind}`, { params: state ? { state } : {} })).data,
  });
export const itemQuery = <K extends ItemKind>(kind: K, id: number) =>
  queryOptions({
    queryKey: [...studioKey, kind, 'item', id] as const,
    queryFn: async () => (await http.get<Shapes[K]['item']>(`/studio/${kind}/${id}`)).data,
  });
const historyQuery = (kind: ItemKind, id: number) =>
  queryOptions({
    queryKey: [...studioKey, kind, 'item', id, 'history'] as const,
    queryFn: async () => (await http.get<StudioHistory>(`/studio/${kind}/${id}/history`)).data,
  });
const listsKey = (kind: ItemKind) => [...studioKey, kind, 'list'] as const;

export const useItems = <K extends ItemKind>(kind: K, state?: StudioItemState) => useQuery(itemsQuery(kind, state));
export const useItem = <K extends ItemKind>(kind: K, id: number) => useQuery(itemQuery(kind, id));
export { historyQuery as itemHistoryQuery };
export const fetchItem = async <K extends ItemKind>(kind: K, id: number) =>
  (await http.get<Shapes[K]['item']>(`/studio/${kind}/${id}`)).data;

/** After any change: the item as stored, its history and the lists move on. */
function useSettle<K extends ItemKind>(kind: K) {
  const client = useQueryClient();
  return async (item: Shapes[K]['item']) => {
    client.setQueryData(itemQuery(kind, item.id).queryKey, item);
    await client.invalidateQueries({ queryKey: listsKey(kind) });
    await client.invalidateQueries({ queryKey: historyQuery(kind, item.id).queryKey });
  };
}

export function useCreateItem<K extends ItemKind>(kind: K) {
  const settle = useSettle(kind);
  return useMutation({
    mutationFn: async (input: Shapes[K]['input']) => (await http.post<Shapes[K]['item']>(`/studio/${kind}`, input)).data,
    onSuccess: settle,
  });
}

export function useSaveItem<K extends ItemKind>(kind: K, id: number) {
  const settle = useSettle(kind);
  return useMutation({
    mutationFn: async (save: Shapes[K]['save']) => (await http.put<Shapes[K]['item']>(`/studio/${kind}/${id}`, save)).data,
    onSuccess: settle,
  });
}

export function useGoLive<K extends ItemKind>(kind: K, id: number) {
  const settle = useSettle(kind);
  return useMutation({
    mutationFn: async (body: StudioGoLive) => (await http.post<Shapes[K]['item']>(`/studio/${kind}/${id}/publish`, body)).data,
    onSuccess: settle,
  });
}

export function useWithdraw<K extends ItemKind>(kind: K, id: number) {
  const settle = useSettle(kind);
  return useMutation({
    mutationFn: async (version: number) =>
      (await http.post<Shapes[K]['item']>(`/studio/${kind}/${id}/withdraw`, { version })).data,
    onSuccess: settle,
  });
}
