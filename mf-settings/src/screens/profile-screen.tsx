import { useCallback, useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { User } from '@app/shared/contract';
import { errorField } from '@app/shared/http';
import { Button, Page, Toast } from '@app/shared/ui';
import { useUser } from '@app/shared/user';
import { useUpdateProfile } from '../api/update-profile';
import { DateField, normalizeDate } from '../components/date-field';
import { Field, Input } from '../components/text-field';
import { text } from '../text';

interface ProfileForm {
  first_name: string;
  last_name: string;
  email: string;
  date_of_birth: string;
}
type FieldName = keyof ProfileForm;

const fromUser = (user: User): ProfileForm => ({
  first_name: user.first_name,
  last_name: user.last_name,
  email: user.email ?? '',
  date_of_birth: user.date_of_birth ?? '',
});

const fieldNames: FieldName[] = ['first_name', 'last_name', 'email', 'date_of_birth'];

/** Surrounding spaces are not a change worth saving (the server trims names too). */
const differs = (form: ProfileForm, loaded: ProfileForm) => fieldNames.some((name) => form[name].trim() !== loaded[name]);

const Form = styled.form`display: flex; flex-direction: column; gap: 14px;`;

/** The field a 400 named (server answers { message, field }), to mark it invalid. */
const fieldAtFault = (error: unknown): FieldName | undefined => {
  const field = errorField(error);
  return fieldNames.find((name) => name === field);
};

/**
 * /profile (spec sections 2, 5, 8): Meno*, Priezvisko*, Email, Dátum narodenia. The save button
 * appears only when a value differs from the loaded one. Success refreshes the user; a failure
 * keeps what was typed. The client adds no checks the spec does not show: the server validates.
 */
export function ProfileScreen() {
  const user = useUser();
  const loaded = fromUser(user);
  const [form, setForm] = useState<ProfileForm>(loaded);
  const [toast, setToast] = useState<{ tone: 'info' | 'error'; message: string } | null>(null);
  const [invalid, setInvalid] = useState<FieldName | undefined>();
  const update = useUpdateProfile();
  const ids = { first_name: useId(), last_name: useId(), email: useId(), date_of_birth: useId() };
  const reasonId = useId();
  const t = text.profile;
  const closeToast = useCallback(() => setToast(null), []);

  // Editing the refused field takes its mark away: the new value has not been judged yet.
  const set = (name: FieldName) => (value: string) => {
    setForm((current) => ({ ...current, [name]: value }));
    setInvalid((current) => (current === name ? undefined : current));
  };
  /** The reason under the field the server refused, and what its control points at. */
  const reason = (name: FieldName) => (invalid === name ? { id: reasonId, message: t.invalid[name] } : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const date = normalizeDate(form.date_of_birth);
    // Spec section 5 empties an unparseable date, which then vanished with 'Profil je uložený.'
    // (1999-02-31): a date typed but impossible is refused at its field instead, and nothing is sent.
    if (!date && form.date_of_birth.trim()) {
      setInvalid('date_of_birth');
      setToast({ tone: 'error', message: t.failure });
      return;
    }
    if (date !== form.date_of_birth) setForm((current) => ({ ...current, date_of_birth: date }));
    update.mutate(
      {
        first_name: form.first_name.trim(),
        last_name: form.last_name.trim(),
        email: form.email.trim() || null,
        date_of_birth: date || null,
      },
      {
        onSuccess: () => {
          setInvalid(undefined);
          setToast({ tone: 'info', message: t.success });
        },
        onError: (error) => {
          console.error(t.failure, error);
          setInvalid(fieldAtFault(error));
          setToast({ tone: 'error', message: t.failure });
        },
      },
    );
  };

  const textInput = (name: Exclude<FieldName, 'date_of_birth'>, type = 'text', autoComplete?: string) => (
    <Input
      id={ids[name]}
      type={type}
      value={form[name]}
      autoComplete={autoComplete}
      aria-invalid={invalid === name || undefined}
      aria-describedby={reason(name)?.id}
      onChange={(event) => set(name)(event.target.value)}
    />
  );

  return (
    <Page back="/settings" title={t.title}>
      <Form onSubmit={submit} noValidate>
        <Field id={ids.first_name} error={reason('first_name')} label={t.firstName}>
          {textInput('first_name', 'text', 'given-name')}
        </Field>
        <Field id={ids.last_name} error={reason('last_name')} label={t.lastName}>
          {textInput('last_name', 'text', 'family-name')}
        </Field>
        <Field id={ids.email} error={reason('email')} label={t.email}>
          {textInput('email', 'email', 'email')}
        </Field>
        <Field id={ids.date_of_birth} error={reason('date_of_birth')} label={t.birthDate}>
          <DateField
            id={ids.date_of_birth}
            value={form.date_of_birth}
            invalid={invalid === 'date_of_birth'}
            describedBy={reason('date_of_birth')?.id}
            onChange={set('date_of_birth')}
          />
        </Field>
        {differs(form, loaded) && (
          <Button type="submit" block loading={update.isPending}>
            {t.save}
          </Button>
        )}
      </Form>
      <Toast tone={toast?.tone} message={toast?.message ?? null} onClose={closeToast} />
    </Page>
  );
}
