import styled from 'styled-components';
import { notificationChildren, type NotificationFlag } from '@app/shared/domain';
import { ErrorScreen, Hint, ListGroup, LoadingScreen, Page } from '@app/shared/ui';
import { useSettings } from '../api/get-settings';
import { useUpdateSettings } from '../api/update-settings';
import { text } from '../text';
import { SwitchRow } from './switch-row';

type Parent = keyof typeof notificationChildren;

const Note = styled(Hint)`margin: 0 16px;`;

export interface NotificationTogglesProps {
  title: string;
  parent: Parent;
}

/**
 * One notification page (spec sections 3 and 4): the parent toggle, then its children, which are
 * disabled (and were cleared) while the parent is off. Each change saves at once; a failed save is
 * logged (spec section 8) and the toggle returns to the saved value.
 */
export function NotificationToggles({ title, parent }: NotificationTogglesProps) {
  const settings = useSettings();
  const update = useUpdateSettings();
  const children = notificationChildren[parent] as readonly NotificationFlag[];
  const labels = text.notifications.labels;

  if (settings.isPending) {
    return (
      <Page back="/settings" title={title}>
        <LoadingScreen title={text.notifications.loading} />
      </Page>
    );
  }
  // A failed background refetch keeps the last data (TanStack sets status 'error' but keeps
  // `data`): the error screen is only for a first load that failed.
  if (settings.data === undefined) {
    return (
      <Page back="/settings" title={title}>
        <ErrorScreen title={text.notifications.loadError} onRetry={() => void settings.refetch()} />
      </Page>
    );
  }
  const values = settings.data;
  const parentOn = values[parent];
  const save = (flag: NotificationFlag, value: boolean) => update.mutate({ [flag]: value });

  return (
    <Page back="/settings" title={title}>
      <ListGroup>
        <SwitchRow label={labels[parent]} checked={parentOn} onChange={(value) => save(parent, value)} />
      </ListGroup>
      <ListGroup>
        {children.map((flag) => (
          <SwitchRow
            key={flag}
            label={labels[flag]}
            checked={values[flag]}
            disabled={!parentOn}
            onChange={(value) => save(flag, value)}
          />
        ))}
      </ListGroup>
      {!parentOn && <Note>{text.notifications.childrenHint}</Note>}
    </Page>
  );
}
