import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { Page } from '@app/shared/ui';
import { Tabs } from '@app/shared/widgets';
import { BookingForm } from '../components/booking-form';
import { CallList } from '../components/call-list';
import { text } from '../text';

type Tab = 'book' | 'list';

const tabs = [
  { id: 'book', label: text.tabBook },
  { id: 'list', label: text.tabList },
] as const satisfies readonly { id: Tab; label: string }[];

/**
 * /calls (spec section 2): back to /main, tabs 'Rezervovať' and 'Zoznam'; the tab lives in the URL
 * so a reload keeps it. The booking form stays mounted (hidden) while the list shows, so a look at
 * 'Zoznam' in the middle of a booking keeps the speaker, day, slot and comment chosen.
 */
export function CallsScreen() {
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'list' ? 'list' : 'book';
  const bookId = useId();
  const listId = useId();
  const show = (id: Tab) => setParams(id === 'list' ? { tab: id } : {}, { replace: true });
  return (
    <Page back="/main" title={text.title}>
      <Tabs label={text.tabsLabel} controls={tab === 'list' ? listId : bookId} tabs={tabs} value={tab} onChange={show} />
      <section id={bookId} role="tabpanel" aria-label={text.tabBook} hidden={tab !== 'book'}>
        <BookingForm onShowList={() => show('list')} />
      </section>
      {tab === 'list' && (
        <section id={listId} role="tabpanel" aria-label={text.tabList}>
          <CallList />
        </section>
      )}
    </Page>
  );
}
