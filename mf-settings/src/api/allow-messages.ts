import { useQueryClient } from '@tanstack/react-query';
import { useMutation } from '@app/shared/query';
import type { BotStatus } from '@app/shared/contract';
import { http } from '@app/shared/http';
import { requestWriteAccess, type WriteAccessResult } from '@app/shared/telegram';
import { botQueries } from './get-bot-status';

/**
 * 'Povoliť správy': Telegram's write-access dialog, then POST /bot/write-access with its answer,
 * which answers the new status (Telegram also tells the bot; this makes the screen current at once).
 */
export function useAllowMessages() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<WriteAccessResult> => {
      const result = await requestWriteAccess();
      if (result === 'unavailable') return result;
      const status = (await http.post<BotStatus>('/bot/write-access', { status: result })).data;
      client.setQueryData(botQueries.status().queryKey, status);
      return result;
    },
  });
}
