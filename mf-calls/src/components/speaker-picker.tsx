import styled from 'styled-components';
import type { Speaker } from '@app/calls-contract';
import { haptic } from '@app/shared/telegram';
import { Avatar } from '@app/shared/ui';
import { fullName } from './call-time';

const Group = styled.div`
  display: flex; gap: 8px; margin: 0 -16px; padding: 0 16px 4px; overflow-x: auto; scrollbar-width: none;
  &::-webkit-scrollbar { display: none; }
`;

const Option = styled.label<{ $checked: boolean }>`
  position: relative; flex: none; width: 96px; display: flex; flex-direction: column; align-items: center; gap: 6px;
  padding: 10px 6px; border-radius: ${({ theme }) => theme.radius.m}; cursor: pointer; text-align: center;
  background: ${({ theme }) => theme.colors.sectionBg};
  box-shadow: inset 0 0 0 2px ${({ $checked, theme }) => ($checked ? theme.colors.button : 'transparent')};
  font-size: 14px; font-weight: 600; line-height: 1.2;
  &:has(input:focus-visible) { outline: 2px solid ${({ theme }) => theme.colors.button}; outline-offset: 2px; }
`;

// The native radio stays (keyboard, screen readers, forms); only its dot is hidden. It is placed
// inside its card (position: relative above): placed against the page, the last cards' radios
// widened the page and phones zoomed the whole screen out.
const Radio = styled.input`position: absolute; opacity: 0; width: 1px; height: 1px; margin: 0;`;

export interface SpeakerPickerProps {
  speakers: Speaker[];
  value: number | null;
  onChange: (id: number) => void;
  labelledBy: string;
}

/** The speakers as a radio group of photo cards (spec section 2: speaker with photo and name). */
export function SpeakerPicker({ speakers, value, onChange, labelledBy }: SpeakerPickerProps) {
  return (
    <Group role="radiogroup" aria-labelledby={labelledBy}>
      {speakers.map((speaker) => {
        const name = fullName(speaker);
        const checked = speaker.id === value;
        return (
          <Option key={speaker.id} $checked={checked}>
            <Radio
              type="radio"
              name="speaker"
              value={speaker.id}
              checked={checked}
              onChange={() => {
                haptic();
                onChange(speaker.id);
              }}
            />
            <Avatar src={speaker.photo_url} variants={speaker.photo_variants} name={name} size={56} decorative />
            <span>{name}</span>
          </Option>
        );
      })}
    </Group>
  );
}
