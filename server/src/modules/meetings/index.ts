/** The meetings module's entrance: what other modules may use (meetings/README.md). */
export { meetingsRoutes } from './routes';
export { newQrToken } from './service';
export { meetingsCreatedSince, meetingToAnnounce } from './announced';
export { recordCheckIn, settleNoShows, undoRecordedCheckIn } from './attendance';
export { endRegistrationsOfCancelled, insertMeeting, markMeetingCancelled, updateMeeting } from './editing';
export type { MeetingFields } from './editing';
