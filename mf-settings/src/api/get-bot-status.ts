import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BotStatus } from '@app/shared/contract';
import { http } from '@app/shared/http';

/** GET /bot/status: whether the bot can write to the user (why no notification arrives). */
export const fetchBotStatus = async () => (await http.get<BotStatus>('/bot/status')).data;

export const botQueries = {
  status: () => queryOptions({ queryKey: ['bot', 'status'], queryFn: fetchBotStatus }),
};

export const useBotStatus = () => useQuery(botQueries.status());
