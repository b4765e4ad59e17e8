import { formatDateAs, learnerTimeZone } from '@app/shared/domain';

/** 'Aktivita 23. 11. 2026': the day on the learner's clock (an unreadable date shows as sent). */
export const formatActivityDate = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : formatDateAs(date, 'date', learnerTimeZone());
};
