import { useRef } from 'react';
import styled from 'styled-components';
import { STUDIO_UNLIMITED_CAPACITY } from '@app/studio-contract/limits';
import { FieldError } from '../../components/field-errors';
import { meetingsText } from '../../text/meetings';
import { TextField } from '../fields';

const t = meetingsText.editor;
const Choices = styled.fieldset`
  border: 0; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 4px; min-width: 0;
  > legend { font-size: 14px; font-weight: 600; padding: 0; margin-bottom: 4px; }
`;
const Choice = styled.label`
  display: flex; align-items: center; gap: 12px; min-height: 44px; font-size: 15px; cursor: pointer;
  input { width: 24px; height: 24px; margin: 0; flex: none; accent-color: ${({ theme }) => theme.colors.button}; }
`;

const UNLIMITED = String(STUDIO_UNLIMITED_CAPACITY);

/**
 * A meeting's seats as a choice: 'Obmedzený počet miest' with the number, or 'Bez obmedzenia'.
 * The wire keeps its 9999 for "no limit" (STUDIO_UNLIMITED_CAPACITY): the editor never types it.
 * Switching back to a limit restores the number typed before.
 */
export function CapacityField({ value, onChange }: { value: string; onChange: (capacity: string) => void }) {
  const unlimited = value === UNLIMITED;
  const lastLimit = useRef(unlimited ? '' : value);
  if (!unlimited) lastLimit.current = value;
  return (
    <Choices>
      <legend>{t.capacity}</legend>
      <Choice>
        <input type="radio" name="capacity-kind" checked={!unlimited} onChange={() => onChange(lastLimit.current || '20')} />
        {t.capacityLimited}
      </Choice>
      {!unlimited && <TextField label={t.seats} value={value} path="capacity" type="number" onChange={onChange} />}
      <Choice>
        <input type="radio" name="capacity-kind" checked={unlimited} onChange={() => onChange(UNLIMITED)} />
        {t.capacityUnlimited}
      </Choice>
      {unlimited && <FieldError path="capacity" />}
    </Choices>
  );
}
