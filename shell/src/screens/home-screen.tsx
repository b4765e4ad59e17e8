import { Link } from 'react-router';
import { Avatar, LinkRow, ListGroup, Page, VisuallyHidden } from '@app/shared/ui';
import { useUser } from '@app/shared/user';
import { haptic } from '@app/shared/telegram';
import { useUnfinishedSections } from '../home/activity-summary';
import { useCallsSummary } from '../home/calls-summary';
import { useLatestPublicationTitle } from '../home/latest-publication';
import { useNextMeeting, type NextMeeting } from '../home/meetings-summary';
import { NewsFeed } from '../home/news-feed';
import { text } from '../text';

// Intl, not date-fns: home does not need the Slovak date-fns locale for one date.
const meetingDay = new Intl.DateTimeFormat('sk-SK', { day: 'numeric', month: 'long' });

/** Spec section 2: the Stretnutia row tells when the user's next meeting is; the general line until we know. */
function meetingsSubtitle(next: NextMeeting | null): string {
  const t = text.homeRows.meetings;
  if (next === null) return t.subtitle;
  if (next.kind === 'today') return t.today;
  if (next.kind === 'tomorrow') return t.tomorrow;
  if (next.kind === 'date') return t.on(meetingDay.format(new Date(next.start)));
  return t.none;
}

/** /main: no back button (spec section 2, Home). */
export function HomeScreen() {
  const user = useUser();
  const fullName = `${user.first_name} ${user.last_name}`.trim();
  const latestPublication = useLatestPublicationTitle();
  const nextMeeting = useNextMeeting();
  const nextCall = useCallsSummary();
  const unfinished = useUnfinishedSections();
  const activityRow = text.homeRows.activity;
  const activitySubtitle =
    unfinished === null
      ? activityRow.subtitle
      : unfinished === 'none'
        ? activityRow.none
        : unfinished > 0
          ? activityRow.unfinished(unfinished)
          : activityRow.done;
  return (
    <Page
      back={null}
      title={text.greeting(user.first_name)}
      aside={
        // Named by hidden text, not aria-label: a name that leaves out the visible initials fails voice control.
        <Link to="/settings" onClick={haptic}>
          <Avatar src={user.photo_url} name={fullName} size={44} decorative />
          <VisuallyHidden>{text.profileLink}</VisuallyHidden>
        </Link>
      }
    >
      <NewsFeed />
      <ListGroup>
        <LinkRow to="/activity" title={activityRow.title} subtitle={activitySubtitle} />
        <LinkRow to="/meetings" title={text.homeRows.meetings.title} subtitle={meetingsSubtitle(nextMeeting)} />
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
