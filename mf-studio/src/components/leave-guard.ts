import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { confirmAction, useBackButtonClaim, useClosingConfirmation } from '@app/shared/telegram';
import { saveText } from '../text/item-save';

const askToLeave = () =>
  confirmAction({
    title: saveText.leaveTitle,
    message: saveText.leaveMessage,
    confirm: saveText.leave,
    cancel: saveText.stay,
    destructive: true,
  });

/** A click that would take the app to another in-app path: `href` of it, else null (a new tab, another site, the same page). */
function inAppTarget(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return null;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self') || link.hasAttribute('download'))
    return null;
  const url = new URL(link.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  if (url.pathname === window.location.pathname && url.search === window.location.search) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * While a form holds unsaved work, every way out asks first: Telegram's back button (the press is
 * held, then goes where it would have), the app's own links (the page's '‹', the navigation,
 * 'Náhľad'), and closing the app (Telegram's closing confirmation, the browser's prompt). Leaving
 * after 'Odísť' drops the work, as the person chose; 'Zostať' keeps everything as typed. The
 * browser's own history buttons are not asked about: the app's router (BrowserRouter) cannot hold
 * them, and inside Telegram there are none.
 */
export function useLeaveGuard(unsaved: boolean): void {
  const navigate = useNavigate();
  const asking = useRef(false);
  useClosingConfirmation(unsaved);
  useBackButtonClaim(unsaved, (leave) => {
    if (asking.current) return;
    asking.current = true;
    void askToLeave().then((yes) => {
      asking.current = false;
      if (yes) leave();
    });
  });
  useEffect(() => {
    if (!unsaved) return;
    const onClick = (event: MouseEvent) => {
      const to = inAppTarget(event);
      if (to === null) return;
      // Before the router's own handler (capture on the document): the link does nothing until answered.
      event.preventDefault();
      event.stopPropagation();
      if (asking.current) return;
      asking.current = true;
      void askToLeave().then((yes) => {
        asking.current = false;
        if (yes) void navigate(to);
      });
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [unsaved, navigate]);
}
