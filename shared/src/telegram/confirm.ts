import { on, postEvent } from '@telegram-apps/sdk-react';
import { telegramEnvironment } from './environment';

export interface ConfirmOptions {
  /** What happens, as a question ('Publikovať deň 9?'); Telegram shows at most 64 characters. */
  title: string;
  /** What it means for the people concerned; at most 256 characters in Telegram. */
  message: string;
  /** The button that does it ('Publikovať'); 'Zrušiť' is the other. */
  confirm: string;
  /** Whether doing it loses something (discard, withdraw, revoke): the button reads as a warning. */
  destructive?: boolean;
  /** The other button, when 'Zrušiť' would read as the action itself (cancelling a meeting): 'Nechať tak'. */
  cancel?: string;
}

const CANCEL = 'Zrušiť';
const clip = (value: string, max: number) => (value.length > max ? `${value.slice(0, max - 1)}…` : value);

/**
 * Asks before an action that publishes, withdraws, discards, cancels or changes someone's role,
 * one way everywhere: Telegram's own popup (`web_app_open_popup`, the SDK's showConfirm, Bot API
 * 6.2) in a real client, an in-page dialog elsewhere (a plain browser, the demo, a remote run
 * alone). Resolves true only when the person pressed the confirming button; closing the popup,
 * 'Zrušiť', Escape or a tap outside is a no. Built on the bridge's `postEvent` and `on`, which
 * the page already carries, like the QR scanner.
 */
export function confirmAction(options: ConfirmOptions): Promise<boolean> {
  return telegramEnvironment() === 'telegram' ? telegramPopup(options) : pageDialog(options);
}

function telegramPopup(options: ConfirmOptions): Promise<boolean> {
  const { title, message, confirm, destructive, cancel } = options;
  return new Promise((resolve) => {
    const stop = on('popup_closed', (event) => {
      stop();
      resolve((event as { button_id?: string }).button_id === 'confirm');
    });
    try {
      postEvent('web_app_open_popup', {
        title: clip(title, 64),
        message: clip(message, 256),
        buttons: [
          cancel ? { id: 'cancel', type: 'default', text: clip(cancel, 64) } : { id: 'cancel', type: 'cancel' },
          { id: 'confirm', type: destructive ? 'destructive' : 'default', text: clip(confirm, 64) },
        ],
      });
    } catch {
      // The client refused the popup (one already open): ask in the page instead of doing nothing.
      stop();
      void pageDialog(options).then(resolve);
    }
  });
}

const DIALOG_CSS = `
  .app-confirm { border: none; border-radius: 16px; padding: 20px; width: min(360px, calc(100vw - 32px));
    background: var(--app-color-bg, var(--tg-theme-bg-color, #fff)); color: var(--app-color-text, var(--tg-theme-text-color, #000));
    box-shadow: 0 8px 32px rgba(0, 0, 0, 0.25); font: inherit; }
  .app-confirm::backdrop { background: rgba(0, 0, 0, 0.45); }
  .app-confirm h2 { margin: 0 0 8px; font-size: 18px; }
  .app-confirm p { margin: 0 0 16px; color: var(--app-color-hint, var(--tg-theme-hint-color, #707579)); }
  .app-confirm .buttons { display: flex; gap: 8px; justify-content: flex-end; flex-wrap: wrap; margin: 0; }
  .app-confirm button { font: inherit; font-weight: 600; min-height: 44px; padding: 0 16px; border-radius: 10px; border: none; cursor: pointer; }
  .app-confirm .cancel { background: var(--app-color-secondary-bg, var(--tg-theme-secondary-bg-color, #f1f1f4)); color: var(--app-color-link, var(--tg-theme-link-color, #2481cc)); }
  .app-confirm .confirm { background: var(--app-color-button, var(--tg-theme-button-color, #2481cc)); color: var(--app-color-button-text, var(--tg-theme-button-text-color, #fff)); }
  .app-confirm .confirm.destructive { background: var(--app-color-destructive, var(--tg-theme-destructive-text-color, #e53935)); color: #fff; }
`;

/**
 * A modal `<dialog>` built without React, so any screen of any app awaits it the same way and no
 * provider is needed. Focus starts on 'Zrušiť' (a stray Enter does nothing) and returns to where
 * it was when the dialog closes.
 */
function pageDialog({ title, message, confirm, destructive, cancel: cancelLabel }: ConfirmOptions): Promise<boolean> {
  if (!document.getElementById('app-confirm-style')) {
    const style = document.createElement('style');
    style.id = 'app-confirm-style';
    style.textContent = DIALOG_CSS;
    document.head.append(style);
  }
  const returnFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const dialog = document.createElement('dialog');
  dialog.className = 'app-confirm';
  const heading = document.createElement('h2');
  heading.id = `app-confirm-${Date.now()}`;
  heading.textContent = title;
  const body = document.createElement('p');
  body.id = `${heading.id}-body`;
  body.textContent = message;
  dialog.setAttribute('aria-labelledby', heading.id);
  dialog.setAttribute('aria-describedby', body.id);
  const buttons = document.createElement('div');
  buttons.className = 'buttons';
  dialog.append(heading, body, buttons);
  document.body.append(dialog);
  return new Promise((resolve) => {
    let answered = false;
    const finish = (yes: boolean) => {
      if (answered) return;
      answered = true;
      if (dialog.open && typeof dialog.close === 'function') dialog.close();
      dialog.remove();
      returnFocus?.focus();
      resolve(yes);
    };
    const button = (label: string, className: string, yes: boolean) => {
      const element = document.createElement('button');
      element.type = 'button';
      element.textContent = label;
      element.className = className;
      element.addEventListener('click', () => finish(yes));
      buttons.append(element);
      return element;
    };
    const cancel = button(cancelLabel ?? CANCEL, 'cancel', false);
    button(confirm, destructive ? 'confirm destructive' : 'confirm', true);
    // Escape, or a tap on the backdrop (outside the dialog's box), is a no.
    dialog.addEventListener('cancel', (event) => {
      event.preventDefault();
      finish(false);
    });
    dialog.addEventListener('click', (event) => {
      const box = dialog.getBoundingClientRect();
      const outside =
        event.target === dialog &&
        box.width > 0 &&
        (event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom);
      if (outside) finish(false);
    });
    // jsdom and old engines have no showModal: the dialog is then simply open, answered the same way.
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    cancel.focus();
  });
}
