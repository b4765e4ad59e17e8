import { Link } from 'react-router-dom';
import { Avatar, LinkRow, ListGroup, Page } from '@app/shared/ui';
import { useUser } from '@app/shared/user';
import { haptic } from '@app/shared/telegram';
import { useCallsSummary } from '../home/calls-summary';
import { useLatestPublicationTitle } from '../home/latest-publication';
import { NewsFeed } from '../home/news-feed';
import { text } from '../text';

/** /main: no back button (spec section 2, Home). */
export function HomeScreen() {
  const user = useUser();
  const fullName = `${user.first_name} ${user.last_name}`.trim();
  // The server knows the newest publication and the next booked call; the other rows keep the
  // spec's texts until their domains have an API to read (meetings and activities are not served yet).
  const latestPublication = useLatestPublicationTitle();
  const nextCall = useCallsSummary();
  return (
    <Page
      back={null}
      title={text.greeting(user.first_name)}
      aside={
        <Link to="/settings" aria-label={text.profileLink} onClick={haptic}>
          <Avatar src={user.photo_url} name={fullName} size={44} />
        </Link>
      }
    >
      <NewsFeed />
      <ListGroup>
        <LinkRow to="/activity" title={text.homeRows.activity.title} subtitle={text.homeRows.activity.subtitle} />
        <LinkRow to="/meetings" title={text.homeRows.meetings.title} subtitle={text.homeRows.meetings.subtitle} />
        <LinkRow to="/calls" title={text.homeRows.calls.title} subtitle={nextCall ?? text.homeRows.calls.subtitle} />
        <LinkRow
          to="/blog"
          title={text.homeRows.blog.title}
          subtitle={latestPublication ? text.homeRows.blog.latest(latestPublication) : text.homeRows.blog.subtitle}
        />
      </ListGroup>
    </Page>
  );
}
