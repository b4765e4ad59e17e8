import styled from 'styled-components';

/** Form pieces of the booking tab, in the look of the settings fields. */
export const Field = styled.div`display: flex; flex-direction: column; gap: 6px;`;

export const Label = styled.label`font-size: 14px; font-weight: 600; color: ${({ theme }) => theme.colors.hint};`;

export const FieldHint = styled.p`margin: 0; font-size: 14px; color: ${({ theme }) => theme.colors.hint};`;

const control = `
  width: 100%; box-sizing: border-box; min-height: 44px; padding: 10px 12px; border: 0; font: inherit;
`;
// A control waiting for an earlier choice still says what it is for ('Vyberte dátum'): it reads
// in the hint colour (4.5:1 on every theme) instead of fading to illegible.
const inactive = (hint: string) => `&:disabled { opacity: 1; color: ${hint}; cursor: default; }`;

export const Select = styled.select`
  ${control}
  border-radius: ${({ theme }) => theme.radius.m}; appearance: none;
  background: ${({ theme }) => theme.colors.sectionBg}; color: ${({ theme }) => theme.colors.text};
  ${({ theme }) => inactive(theme.colors.hint)}
`;

export const TextArea = styled.textarea`
  ${control}
  min-height: 96px; resize: vertical; border-radius: ${({ theme }) => theme.radius.m};
  background: ${({ theme }) => theme.colors.sectionBg}; color: ${({ theme }) => theme.colors.text};
  &::placeholder { color: ${({ theme }) => theme.colors.hint}; }
  ${({ theme }) => inactive(theme.colors.hint)}
`;

export const PickerButton = styled.button`
  ${control}
  display: flex; align-items: center; justify-content: space-between; gap: 8px; cursor: pointer; text-align: left;
  border-radius: ${({ theme }) => theme.radius.m};
  background: ${({ theme }) => theme.colors.sectionBg}; color: ${({ theme }) => theme.colors.text};
  ${({ theme }) => inactive(theme.colors.hint)}
`;

export const Placeholder = styled.span`color: ${({ theme }) => theme.colors.hint};`;
