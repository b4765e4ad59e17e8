import { useId, type FormEvent, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import type { User } from '@app/shared/contract';
import { Hint } from '@app/shared/ui';
import { text } from '../text';

export interface RegistrationValues {
  first_name: string;
  last_name: string;
  email: string;
}
export type RegistrationField = keyof RegistrationValues;

/** Spec section 2: Meno, Priezvisko and Email are prefilled from the current user. */
export const valuesFromUser = (user: Pick<User, 'first_name' | 'last_name' | 'email'>): RegistrationValues => ({
  first_name: user.first_name,
  last_name: user.last_name,
  email: user.email ?? '',
});

const Form = styled.form`display: flex; flex-direction: column; gap: 14px;`;
const Wrap = styled.div`display: flex; flex-direction: column; gap: 6px;`;
const Label = styled.label`font-size: 14px; font-weight: 600; color: ${({ theme }) => theme.colors.sectionHeader};`;
const Input = styled.input`
  width: 100%; min-height: 44px; padding: 10px 12px; border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius.m}; background: ${({ theme }) => theme.colors.sectionBg};
  &[aria-invalid='true'] { border-color: ${({ theme }) => theme.colors.destructive}; }
`;

interface RegistrationFormProps {
  id: string;
  values: RegistrationValues;
  onChange: (values: RegistrationValues) => void;
  onSubmit: () => void;
  /** The field the server refused last time, marked until it is edited. */
  invalid?: RegistrationField;
  /** The rate is not included: registering holds a seat that is then paid in Telegram Stars. */
  paid: boolean;
  disabled: boolean;
}

/**
 * The registration form (spec sections 2, 4, 5): no checks beyond the prefill; the server
 * validates. Its submit button lives in the bottom bar (`form` attribute), where the action
 * button was.
 */
export function RegistrationForm({ id, values, onChange, onSubmit, invalid, paid, disabled }: RegistrationFormProps) {
  const ids = { first_name: useId(), last_name: useId(), email: useId() };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!disabled) onSubmit();
  };
  // Enter submits, as in any form. Done by hand: the submit button sits in the bottom bar (outside
  // the form, tied to it by its `form` attribute), which not every webview counts for implicit submission.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    event.currentTarget.form?.requestSubmit();
  };
  const field = (name: RegistrationField, label: string, type: string, autoComplete: string) => (
    <Wrap>
      <Label htmlFor={ids[name]}>{label}</Label>
      <Input
        id={ids[name]}
        name={name}
        type={type}
        autoComplete={autoComplete}
        value={values[name]}
        disabled={disabled}
        aria-invalid={invalid === name || undefined}
        onKeyDown={onKeyDown}
        onChange={(event) => onChange({ ...values, [name]: event.target.value })}
      />
    </Wrap>
  );
  return (
    <Form id={id} aria-label={text.formLabel} onSubmit={submit} noValidate>
      {field('first_name', text.firstName, 'text', 'given-name')}
      {field('last_name', text.lastName, 'text', 'family-name')}
      {field('email', text.email, 'email', 'email')}
      {paid && <Hint>{text.paymentNext}</Hint>}
    </Form>
  );
}
