import { SearchableList } from '@app/shared/widgets';
import { usePublications, type PublicationList } from '../api/get-publications';
import { text } from '../text';
import { PublicationCard } from './publication-card';

/** One tab of /blog (Všetky or Označené) with its own search; the behaviour is SearchableList's. */
export function PublicationListPanel({ list }: { list: PublicationList }) {
  const usePanelList = (search: string | null) => usePublications(list, search);
  return (
    <SearchableList
      useList={usePanelList}
      itemKey={(publication) => publication.id}
      renderItem={(publication, index) => <PublicationCard publication={publication} first={index === 0} />}
      searchLabel={text.searchLabel}
      loadingText={text.feedLoading}
      errorText={text.listLoadFailed}
      emptyText={list === 'feed' ? text.feedEmpty : text.starredEmpty}
    />
  );
}
