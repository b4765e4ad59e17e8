import { useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Page, Tabs } from '@app/shared/ui';
import { BookingForm } from '../components/booking-form';
import { CallList } from '../components/call-list';
import { text } from '../text';

type Tab = 'book' | 'list';

const tabs = [
  { id: 'book', label: text.tabBook },
  { id: 'list', label: text.tabList },
] as const satisfies readonly { id: Tab; label: string }[];

/** /calls (spec section 2): back to /main, tabs 'Rezervovať' and 'Zoznam'; the tab lives in the URL. */
export function CallsScreen() {
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'list' ? 'list' : 'book';
  const panelId = useId();
  const show = (id: Tab) => setParams(id === 'list' ? { tab: id } : {}, { replace: true });
  return (
    <Page back="/main" title={text.title}>
      <Tabs label={text.tabsLabel} controls={panelId} tabs={tabs} value={tab} onChange={show} />
      <section id={panelId} role="tabpanel" aria-label={tab === 'list' ? text.tabList : text.tabBook}>
        {tab === 'list' ? <CallList /> : <BookingForm onShowList={() => show('list')} />}
      </section>
    </Page>
  );
}
