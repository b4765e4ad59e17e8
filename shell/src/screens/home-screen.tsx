import { Link } from 'react-router';
import { Avatar, ListGroup, Page, VisuallyHidden } from '@app/shared/ui';
import { useUser } from '@app/shared/user';
import { haptic } from '@app/shared/telegram';
import { NewsFeed } from '../home/news-feed';
import { RemoteRows } from '../home/remote-rows';
import { useProfileTarget } from '../registrations/use-registrations';
import { text } from '../text';

/** /main: no back button (spec section 2, Home). The rows are the remotes' own (their registrations). */
export function HomeScreen() {
  const user = useUser();
  const fullName = `${user.first_name} ${user.last_name}`.trim();
  // The remote that owns the profile declares where it lives (mf-settings); until its registration
  // arrives, or if it cannot, the avatar is a picture, not a link that would lead nowhere.
  const profileTarget = useProfileTarget();
  const avatar = <Avatar src={user.photo_url} name={fullName} size={44} decorative={profileTarget !== null} />;
  return (
    <Page
      back={null}
      title={text.greeting(user.first_name)}
      aside={
        profileTarget === null ? (
          avatar
        ) : (
          // Named by hidden text, not aria-label: a name that leaves out the visible initials fails voice control.
          <Link to={profileTarget} onClick={haptic}>
            {avatar}
            <VisuallyHidden>{text.profileLink}</VisuallyHidden>
          </Link>
        )
      }
    >
      <NewsFeed />
      <ListGroup>
        <RemoteRows user={user} />
      </ListGroup>
    </Page>
  );
}
