import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Payment } from '@app/shared/contract';
import { http } from '@app/shared/http';

/** GET /users/me/payments: the user's payments for calls and meetings, newest first. */
export const fetchPayments = async () => (await http.get<Payment[]>('/users/me/payments')).data;

export const paymentsQueries = {
  list: () => queryOptions({ queryKey: ['payments', 'list'], queryFn: fetchPayments }),
};

export const usePayments = () => useQuery(paymentsQueries.list());
