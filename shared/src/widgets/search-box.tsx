import { useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { MAX_SEARCH_LENGTH } from '@app/shared/domain';

const Field = styled.div`
  position: relative; color: ${({ theme }) => theme.colors.hint};
  svg { position: absolute; left: 12px; top: 50%; transform: translateY(-50%); pointer-events: none; }
`;

const Input = styled.input`
  width: 100%; min-height: 40px; padding: 8px 12px 8px 38px; border: 0;
  border-radius: ${({ theme }) => theme.radius.m}; background: ${({ theme }) => theme.colors.sectionBg};
  color: ${({ theme }) => theme.colors.text};
  &::placeholder { color: ${({ theme }) => theme.colors.hint}; }
`;

const MagnifierIcon = () => (
  <svg
    width="18"
    height="18"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2.2"
    strokeLinecap="round"
    aria-hidden="true"
  >
    <circle cx="10.5" cy="10.5" r="6.5" />
    <path d="m15.5 15.5 5 5" />
  </svg>
);

export interface SearchBoxProps {
  onSearch: (text: string) => void;
  placeholder?: string;
  label: string;
}

/** Spec section 5: a search fires only on Enter with non-blank text. */
export function SearchBox({ onSearch, placeholder = 'Hľadať', label }: SearchBoxProps) {
  const [text, setText] = useState('');
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && text.trim() !== '') onSearch(text.trim());
  };
  return (
    <Field>
      <MagnifierIcon />
      <Input
        type="search"
        enterKeyHint="search"
        aria-label={label}
        placeholder={placeholder}
        value={text}
        maxLength={MAX_SEARCH_LENGTH}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
      />
    </Field>
  );
}
