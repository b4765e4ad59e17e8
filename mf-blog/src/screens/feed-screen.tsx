import { useEffect, useId } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { Page } from '@app/shared/ui';
import { Tabs } from '@app/shared/widgets';
import type { PublicationList } from '../api/get-publications';
import { rememberList } from '../components/list-return';
import { PublicationListPanel } from '../components/publication-list';
import { text } from '../text';

const tabs = [
  { id: 'feed', label: text.tabAll },
  { id: 'starred', label: text.tabStarred },
] as const satisfies readonly { id: PublicationList; label: string }[];

/** /blog (spec section 2): tabs 'Všetky' and 'Označené'; the tab lives in the URL so a reload keeps it. */
export function FeedScreen() {
  const [params, setParams] = useSearchParams();
  const tab: PublicationList = params.get('tab') === 'starred' ? 'starred' : 'feed';
  const panelId = useId();
  const { pathname, search } = useLocation();
  useEffect(() => rememberList(`${pathname}${search}`), [pathname, search]);
  return (
    <Page back="/main" title={text.blogTitle}>
      <Tabs
        label={text.tabsLabel}
        controls={panelId}
        tabs={tabs}
        value={tab}
        onChange={(id) => setParams(id === 'starred' ? { tab: id } : {}, { replace: true })}
      />
      <section id={panelId} role="tabpanel" aria-label={tab === 'starred' ? text.tabStarred : text.tabAll}>
        <PublicationListPanel key={tab} list={tab} />
      </section>
    </Page>
  );
}
