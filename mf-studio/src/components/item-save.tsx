import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { errorField, errorMessage, errorStatus } from '@app/shared/http';
import { Hint } from '@app/shared/ui';
import { SmallButton } from '../forms/fields';
import { saveText } from '../text/item-save';
import { FIELD, FIELD_INPUT, FieldProblemProvider, type FieldProblem } from './field-errors';
import { useLeaveGuard } from './leave-guard';

/** A TanStack mutation as the editors call it: variables, then what to do with the answer. */
interface Mutation<V, R> {
  mutate: (variables: V, options: { onSuccess: (result: R) => void; onError: (error: unknown) => void }) => void;
}

/**
 * The save path every item editor shares (a day, a meeting, a speaker, a publication, a news
 * item, an author). The draft lives here, so a failed save (400, 409, a dropped connection) keeps
 * what was typed; a 400 names a field, which the form shows there; a 409 'Medzitým to
 * upravil(a) …' offers the newer version, which replaces the draft only when the editor asks.
 * `outcome` is what the last successful action has to say (saved, effects, who was told); it is
 * cleared when the next action starts.
 */
export function useItemSave<T, D, O = never>({
  item,
  draftOf,
  refetch,
  placeOf,
}: {
  /** The stored item, or null while a new one is being written. */
  item: T;
  draftOf: (item: T) => D;
  /** The stored item read again (the 409's 'load the new version'); null when there is none. */
  refetch: (current: T) => Promise<T | null>;
  /**
   * Where a field path lies in words, for a form of many alike parts ('Časť 2, úloha 3'): the
   * message then says it, at the field and beside 'Uložiť'. Absent or null: the field's label is enough.
   */
  placeOf?: (field: string) => string | null;
}) {
  const [base, setBase] = useState(item);
  const [draft, setDraft] = useState<D>(() => draftOf(item));
  const [problem, setProblem] = useState<FieldProblem | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [conflict, setConflict] = useState(false);
  const [outcome, setOutcome] = useState<O | null>(null);

  const begin = () => {
    setAlert(null);
    setProblem(null);
    setOutcome(null);
  };
  const fail =
    (fallback: string = saveText.saveFailed) =>
    (error: unknown) => {
      const field = errorField(error);
      const place = field && field !== 'version' ? placeOf?.(field) : null;
      const message = place ? `${place}: ${errorMessage(error, fallback)}` : errorMessage(error, fallback);
      setConflict(errorStatus(error) === 409 && field === 'version');
      setProblem(field && field !== 'version' ? { field, message } : null);
      setAlert(message);
    };
  /** What the server stored becomes the base and the form. */
  const stored = (next: T) => {
    setBase(next);
    setDraft(draftOf(next));
    setConflict(false);
  };
  /** Sends `variables`; the answer goes to `onSuccess`, a refusal to the alert and the field. */
  const send = <V, R>(mutation: Mutation<V, R>, variables: V, onSuccess: (result: R) => void, fallback?: string) => {
    begin();
    mutation.mutate(variables, { onSuccess, onError: fail(fallback) });
  };
  /** A problem found before anything is sent (a number that does not parse). */
  const refuse = (found: FieldProblem) => {
    begin();
    setProblem(found);
    setAlert(found.message);
  };
  const reload = async () => {
    const fresh = await refetch(base).catch(() => null);
    if (!fresh) return;
    stored(fresh);
    setAlert(null);
    setProblem(null);
  };
  const dirty = (same: (a: D, b: D) => boolean = sameJson) => !same(draft, draftOf(base));

  return { base, draft, setDraft, problem, alert, conflict, outcome, setOutcome, send, refuse, stored, reload, dirty };
}

export type ItemSave<T, D, O = never> = ReturnType<typeof useItemSave<T, D, O>>;

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

// The form and its side panel (state, actions, history) side by side on a desktop window.
const Layout = styled.div<{ $side: number }>`
  display: grid; gap: 16px; grid-template-columns: minmax(0, 1fr);
  @media (min-width: 960px) { grid-template-columns: minmax(0, 1fr) ${({ $side }) => $side}px; align-items: start; }
`;
const Side = styled.aside`
  display: flex; flex-direction: column; gap: 12px; min-width: 0;
  @media (min-width: 960px) { position: sticky; top: 16px; }
`;
const Form = styled.form`display: flex; flex-direction: column; gap: 16px; min-width: 0;`;
const Alert = styled.p`margin: 0; font-weight: 600; color: ${({ theme }) => theme.colors.destructive};`;

/** A path inside an attribute selector's quotes (jsdom has no CSS.escape). */
const quoted = (path: string) => path.replace(/["\\]/g, '\\$&');

/**
 * Where the form shows a problem at `field`: the path itself, else the nearest enclosing path the
 * form has a place for (the server may name an item a list does not have yet); null: nowhere in
 * the form (the alert beside 'Uložiť' still says it).
 */
function placeFor(form: HTMLElement, field: string): string | null {
  const parts = field.split('.');
  for (let n = parts.length; n > 0; n--) {
    const path = parts.slice(0, n).join('.');
    if (form.querySelector(`[${FIELD}="${quoted(path)}"]`)) return path;
  }
  return null;
}

/**
 * An editor's page body: the form (Enter submits) with the field the server named, and the side
 * panel. A refused save's field is marked, scrolled to the middle of the screen and focused (the
 * message is read with it), each time a save is refused; leaving with `unsaved` work asks first
 * (`useLeaveGuard`).
 */
export function ItemLayout({
  save,
  label,
  onSubmit,
  side,
  sideWidth = 320,
  unsaved,
  children,
}: {
  save: { problem: FieldProblem | null };
  label: string;
  onSubmit: () => void;
  side: ReactNode;
  sideWidth?: number;
  /** Whether the form holds work a save would keep: leaving then asks first. */
  unsaved: boolean;
  children: ReactNode;
}) {
  useLeaveGuard(unsaved);
  // The form and the side panel: a field may sit in either ('Čas zverejnenia' beside 'Naplánovať').
  const form = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState<{ problem: FieldProblem; at: string } | null>(null);
  const problem = save.problem;
  useLayoutEffect(() => {
    const at = problem && form.current ? placeFor(form.current, problem.field) : null;
    setShown(problem && at ? { problem, at } : null);
  }, [problem]);
  useLayoutEffect(() => {
    if (!shown || !form.current) return;
    const at = quoted(shown.at);
    const target =
      form.current.querySelector<HTMLElement>(`[${FIELD_INPUT}="${at}"]`) ??
      form.current.querySelector<HTMLElement>(`[${FIELD}="${at}"]`);
    if (!target) return;
    target.focus({ preventScroll: true });
    target.scrollIntoView?.({ block: 'center' });
  }, [shown]);
  return (
    <FieldProblemProvider value={shown ? { field: shown.at, message: shown.problem.message } : null}>
      <Layout $side={sideWidth} ref={form}>
        <Form
          aria-label={label}
          onSubmit={(ev) => {
            ev.preventDefault();
            onSubmit();
          }}
        >
          {children}
        </Form>
        <Side>{side}</Side>
      </Layout>
    </FieldProblemProvider>
  );
}

/** 'Máte neuložené zmeny.', what the last refusal said, and the 409's way to the newer version. */
export function SaveStatus({
  save,
  dirty,
  children,
}: {
  save: { alert: string | null; conflict: boolean; reload: () => Promise<void> };
  dirty: boolean;
  children?: ReactNode;
}) {
  return (
    <>
      {dirty && <Hint>{saveText.unsaved}</Hint>}
      {children}
      {save.alert && <Alert role="alert">{save.alert}</Alert>}
      {save.conflict && (
        <SmallButton type="button" onClick={() => void save.reload()}>
          {saveText.conflictReload}
        </SmallButton>
      )}
    </>
  );
}
