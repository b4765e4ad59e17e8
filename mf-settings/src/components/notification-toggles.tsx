import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { UserSettings } from '@app/shared/contract';
import { notificationChildren, type NotificationFlag } from '@app/shared/domain';
import { Hint, ListGroup, Page, QueryView } from '@app/shared/ui';
import { useSettings } from '../api/get-settings';
import { useUpdateSettings } from '../api/update-settings';
import { text } from '../text';
import { SwitchRow } from './switch-row';
import { WriteAccessNote } from './write-access-note';

type Parent = keyof typeof notificationChildren;

const Note = styled(Hint)`margin: 0 16px;`;

export interface NotificationTogglesProps {
  title: string;
  parent: Parent;
  /** What the page shows under its toggles (the study reminder's hour and days). */
  extra?: (settings: UserSettings) => ReactNode;
}

/**
 * One notification page (spec sections 3 and 4): the parent toggle, then its children, which are
 * disabled (and were cleared) while the parent is off. Each change saves at once; a failed save is
 * logged (spec section 8) and the toggle returns to the saved value.
 */
export function NotificationToggles({ title, parent, extra }: NotificationTogglesProps) {
  const settings = useSettings();
  const update = useUpdateSettings();
  const children = notificationChildren[parent] as readonly NotificationFlag[];
  const labels = text.notifications.labels;

  const save = (flag: NotificationFlag, value: boolean) => update.mutate({ [flag]: value });

  return (
    <Page back="/settings" title={title}>
      <QueryView query={settings} loading={text.notifications.loading} errorTitle={text.notifications.loadError}>
        {(values) => {
          const parentOn = values[parent];
          return (
            <>
              <WriteAccessNote />
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
              {extra?.(values)}
            </>
          );
        }}
      </QueryView>
    </Page>
  );
}
