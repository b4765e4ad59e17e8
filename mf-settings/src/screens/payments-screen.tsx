import { useQueryClient } from '@tanstack/react-query';
import styled from 'styled-components';
import type { PaymentPage, PaymentStatus } from '@app/shared/contract';
import { formatDateTime, formatPrice } from '@app/shared/format';
import type { BadgeTone } from '@app/shared/ui';
import { Badge, EmptyState, Page, QueryView } from '@app/shared/ui';
import { LoadMore, PaymentBox } from '@app/shared/widgets';
import { paymentsQueries, usePayments } from '../api/get-payments';
import { text } from '../text';

const statusTone: Record<PaymentStatus, BadgeTone> = {
  paid: 'success',
  pending: 'warning',
  refunded: 'accent',
  expired: 'neutral',
  cancelled: 'neutral',
  refund_pending: 'accent',
  refund_failed: 'danger',
};

/** Nothing was paid, or it came back: the amount is struck through. */
const struck = (status: PaymentStatus) => status !== 'paid' && status !== 'pending';

const List = styled.ul`
  list-style: none; margin: 0; padding: 0; overflow: hidden;
  background: ${({ theme }) => theme.colors.sectionBg}; border-radius: ${({ theme }) => theme.radius.l};
`;
const Item = styled.li`
  display: grid; grid-template-columns: 1fr auto; gap: 4px 12px; padding: 12px 16px;
  & + & { border-top: 1px solid ${({ theme }) => theme.colors.separator}; }
`;
const Description = styled.span`font-weight: 600; overflow-wrap: anywhere;`;
const Amount = styled.span<{ $struck: boolean }>`
  font-weight: 700; text-align: right; white-space: nowrap;
  text-decoration: ${({ $struck }) => ($struck ? 'line-through' : 'none')};
`;
const Meta = styled.span`font-size: 14px; color: ${({ theme }) => theme.colors.hint};`;
const Pay = styled.div`grid-column: 1 / -1;`;
const Total = styled.p`margin: 0 16px; display: flex; justify-content: space-between; font-weight: 600;`;

/**
 * /profile/payments (our design, mf-settings/README.md): the user's payments for calls and
 * meetings (and paid plans), newest first, a page at a time ('Načítať ďalšie'): what it was for,
 * when, the amount in € and its status. 'Spolu zaplatené' is the server's total over all of them,
 * not a sum of the pages read.
 */
export function PaymentsScreen() {
  const t = text.payments;
  const payments = usePayments();

  return (
    <Page back="/settings" title={t.title}>
      <QueryView query={payments} loading={t.loading} errorTitle={t.loadError} retryLabel={t.retry}>
        {({ pages }) => <PaymentList pages={pages} more={payments} />}
      </QueryView>
    </Page>
  );
}

function PaymentList({ pages, more }: { pages: PaymentPage[]; more: ReturnType<typeof usePayments> }) {
  const t = text.payments;
  const client = useQueryClient();
  // Paid or changed: the list (and every screen's bookings) read the new state.
  const refresh = () => void client.invalidateQueries({ queryKey: paymentsQueries.list().queryKey });
  const list = pages.flatMap((page) => page.results);
  // Every page carries the totals as of its read; the latest page's are the freshest.
  const totalPaid = pages.at(-1)?.total_paid ?? 0;
  if (list.length === 0) return <EmptyState>{t.empty}</EmptyState>;
  return (
    <>
      <List aria-label={t.listLabel}>
        {list.map((payment) => (
          <Item key={payment.id}>
            <Description>{payment.title}</Description>
            <Amount $struck={struck(payment.status)}>
              {payment.stars ? `${formatPrice(payment.amount)} · ${payment.stars} ⭐` : formatPrice(payment.amount)}
            </Amount>
            <Meta>
              {t.kinds[payment.kind]} · <time dateTime={payment.created_at}>{formatDateTime(payment.created_at)}</time>
            </Meta>
            <span>
              <Badge $tone={statusTone[payment.status]}>{t.statusLabels[payment.status]}</Badge>
            </span>
            {payment.status === 'pending' && payment.stars !== null && (
              <Pay>
                <PaymentBox payment={payment} onPaid={refresh} onChanged={refresh} showPrice={false} />
              </Pay>
            )}
          </Item>
        ))}
      </List>
      <LoadMore query={more} />
      <Total>
        <span>{t.totalPaid}</span>
        <span>{formatPrice(totalPaid)}</span>
      </Total>
    </>
  );
}
