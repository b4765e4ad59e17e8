import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { PaymentPage } from '@app/shared/contract';
import { http } from '@app/shared/http';

/**
 * GET /users/me/payments a page at a time, newest first: the first page asks with page_size (so
 * the server answers the paged envelope, not the bare array older builds read), each further page
 * after the previous page's `next` cursor.
 */
/**
 * The contract's PAYMENTS_PAGE_SIZE, written out: a value import would put the kernel's contract
 * (and zod) on the page, which the shell does not provide.
 */
const PAGE_SIZE = 20;

export const fetchPaymentPage = async (cursor: string | null) =>
  (
    await http.get<PaymentPage>('/users/me/payments', {
      params: cursor ? { cursor, page_size: PAGE_SIZE } : { page_size: PAGE_SIZE },
    })
  ).data;

export const paymentsQueries = {
  list: () =>
    infiniteQueryOptions({
      queryKey: ['payments', 'list'],
      queryFn: ({ pageParam }) => fetchPaymentPage(pageParam),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.next ?? undefined,
    }),
};

export const usePayments = () => useInfiniteQuery(paymentsQueries.list());
