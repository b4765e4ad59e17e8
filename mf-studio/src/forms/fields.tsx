import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { errorId, FIELD_INPUT, FieldError, useFieldProblem } from '../components/field-errors';

export const Label = styled.label`display: flex; flex-direction: column; gap: 4px; font-size: 14px; font-weight: 600; min-width: 0;`;
const inputCss = `font: inherit; font-weight: 400; padding: 10px 12px; border-radius: 10px; width: 100%; box-sizing: border-box;`;
const Input = styled.input<{ $bad: boolean }>`
  ${inputCss} border: 1px solid ${({ theme, $bad }) => ($bad ? theme.colors.destructive : theme.colors.separator)};
  background: ${({ theme }) => theme.colors.bg}; color: ${({ theme }) => theme.colors.text};
`;
export const Area = styled.textarea<{ $bad: boolean }>`
  ${inputCss} min-height: 96px; resize: vertical;
  border: 1px solid ${({ theme, $bad }) => ($bad ? theme.colors.destructive : theme.colors.separator)};
  background: ${({ theme }) => theme.colors.bg}; color: ${({ theme }) => theme.colors.text};
`;
export const Select = styled.select`font: inherit; padding: 10px; border-radius: 10px; max-width: 100%;`;

interface TextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Path into the day, as the server names fields ('sections.0.title'). */
  path: string;
  multiline?: boolean;
  type?: string;
}

export function TextField({ label, value, onChange, path, multiline, type }: TextFieldProps) {
  // ItemLayout focuses and scrolls to the field the problem is shown at.
  const problem = useFieldProblem(path);
  const labelId = useId();
  const common = {
    [FIELD_INPUT]: path,
    // Named by its label alone: the problem is its description, not part of its name.
    'aria-labelledby': labelId,
    value,
    $bad: Boolean(problem),
    'aria-invalid': problem ? true : undefined,
    'aria-describedby': problem ? errorId(path) : undefined,
    onChange: (e: { target: { value: string } }) => onChange(e.target.value),
  };
  return (
    <Label>
      <span id={labelId}>{label}</span>
      {multiline ? <Area {...common} /> : <Input type={type ?? 'text'} {...common} />}
      <FieldError path={path} />
    </Label>
  );
}

/** A list of short texts (options, accepted variants, phrases) with add and remove. */
export function TextList({
  label,
  itemLabel,
  values,
  onChange,
  path,
  addLabel,
  removeLabel,
}: {
  label: string;
  itemLabel: (i: number) => string;
  values: string[];
  onChange: (values: string[]) => void;
  path: string;
  addLabel: string;
  removeLabel: string;
}) {
  const id = useId();
  return (
    <Group role="group" aria-labelledby={id}>
      <GroupTitle id={id}>{label}</GroupTitle>
      <FieldError path={path} />
      {values.map((value, i) => (
        <Row key={i}>
          <TextField
            label={itemLabel(i)}
            value={value}
            path={`${path}.${i}`}
            onChange={(v) => onChange(values.map((x, j) => (j === i ? v : x)))}
          />
          <SmallButton
            type="button"
            aria-label={`${removeLabel}: ${itemLabel(i)}`}
            onClick={() => onChange(values.filter((_, j) => j !== i))}
          >
            ✕
          </SmallButton>
        </Row>
      ))}
      <SmallButton type="button" onClick={() => onChange([...values, ''])}>
        + {addLabel}
      </SmallButton>
    </Group>
  );
}

export const Group = styled.div`display: flex; flex-direction: column; gap: 8px; min-width: 0;`;
export const GroupTitle = styled.span`font-size: 14px; font-weight: 700;`;
export const Row = styled.div`display: flex; gap: 8px; align-items: flex-end; > label { flex: 1; }`;
/**
 * One item of a list whose text is the point (a statement, a pair): its fields one under another
 * at the full width, never squeezed beside a select and a button on a phone.
 */
export const Entry = styled.div`
  display: flex; flex-direction: column; gap: 8px; min-width: 0; padding-bottom: 12px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.separator};
  > button { align-self: flex-end; }
`;
export const SmallButton = styled.button`
  font: inherit; font-size: 14px; padding: 8px 12px; border-radius: 10px; cursor: pointer; align-self: flex-start;
  border: 1px solid ${({ theme }) => theme.colors.separator}; background: ${({ theme }) => theme.colors.sectionBg};
  color: ${({ theme }) => theme.colors.link};
`;
export const Box = styled.fieldset`
  border: 1px solid ${({ theme }) => theme.colors.separator}; border-radius: 12px; padding: 12px; margin: 0;
  display: flex; flex-direction: column; gap: 10px; min-width: 0;
  > legend { font-weight: 700; padding: 0 4px; }
`;

export function Labeled({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Label>
      {label}
      {children}
    </Label>
  );
}
