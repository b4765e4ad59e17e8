import { useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';

const Input = styled.input`
  width: 100%; min-height: 40px; padding: 8px 12px 8px 36px; border: 0;
  border-radius: ${({ theme }) => theme.radius.m}; background: ${({ theme }) => theme.colors.sectionBg};
  background-image: radial-gradient(circle at 17px 18px, transparent 5px, currentColor 6px, transparent 7px);
  &::placeholder { color: ${({ theme }) => theme.colors.hint}; }
`;

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
    <Input
      type="search"
      enterKeyHint="search"
      aria-label={label}
      placeholder={placeholder}
      value={text}
      onChange={(event) => setText(event.target.value)}
      onKeyDown={onKeyDown}
    />
  );
}
