import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { Page } from '@app/shared/ui';
import { Tabs } from '@app/shared/widgets';
import type { MeetingList } from '../api/get-meetings';
import { MeetingListPanel } from '../components/meeting-list';
import { text } from '../text';

const tabs = [
  { id: 'feed', label: text.tabAll },
  { id: 'attended', label: text.tabAttended },
] as const satisfies readonly { id: MeetingList; label: string }[];

/** /meetings (spec section 2): tabs 'Všetky' and 'Zúčastnené'; the tab lives in the URL so a reload keeps it. */
export function MeetingsScreen() {
  const [params, setParams] = useSearchParams();
  const tab: MeetingList = params.get('tab') === 'attended' ? 'attended' : 'feed';
  const panelId = useId();
  return (
    <Page back="/main" title={text.meetingsTitle}>
      <Tabs
        label={text.tabsLabel}
        controls={panelId}
        tabs={tabs}
        value={tab}
        onChange={(id) => setParams(id === 'attended' ? { tab: id } : {}, { replace: true })}
      />
      <section id={panelId} role="tabpanel" aria-label={tab === 'attended' ? text.tabAttended : text.tabAll}>
        <MeetingListPanel key={tab} list={tab} />
      </section>
    </Page>
  );
}
