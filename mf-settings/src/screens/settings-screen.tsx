import { Avatar, LinkRow, ListGroup, Page } from '@app/shared/ui';
import { useUser } from '@app/shared/user';
import { useSettings } from '../api/get-settings';
import { text } from '../text';

/** /settings (spec section 2): profile header, then three groups of two links; back to /main. */
export function SettingsScreen() {
  const user = useUser();
  // The chosen level as the row's subtitle; the row works the same while it loads or if it fails.
  const level = useSettings().data?.language_level;
  const fullName = `${user.first_name} ${user.last_name}`.trim();
  const { groups, links } = text.settings;
  return (
    <Page back="/main" title={text.settings.title}>
      <ListGroup>
        <LinkRow
          to="/profile"
          icon={<Avatar src={user.photo_url} name={fullName} size={48} decorative />}
          title={fullName}
          subtitle={text.settings.editProfile}
        />
      </ListGroup>
      <ListGroup title={groups.subscription}>
        <LinkRow to="/settings/subscriptions" title={links.subscriptions} />
        <LinkRow to="/profile/payments" title={links.payments} />
      </ListGroup>
      <ListGroup title={groups.notifications}>
        <LinkRow to="/settings/notifications/edu" title={links.studyNotifications} />
        <LinkRow to="/settings/notifications/sys" title={links.systemNotifications} />
      </ListGroup>
      <ListGroup title={groups.study}>
        <LinkRow to="/profile/study/level" title={links.level} subtitle={level ?? undefined} />
        <LinkRow to="/profile/study/statistics" title={links.statistics} />
      </ListGroup>
    </Page>
  );
}
