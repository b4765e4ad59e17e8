import styled from 'styled-components';
import { haptic } from '../telegram/actions';

const List = styled.div`
  display: flex; padding: 3px; gap: 3px; border-radius: ${({ theme }) => theme.radius.m};
  background: ${({ theme }) => theme.colors.sectionBg};
`;

const Tab = styled.button<{ $active: boolean }>`
  flex: 1; min-height: 36px; border: 0; border-radius: 10px; cursor: pointer; font-weight: 600;
  background: ${({ $active, theme }) => ($active ? theme.colors.button : 'transparent')};
  color: ${({ $active, theme }) => ($active ? theme.colors.buttonText : theme.colors.text)};
`;

export interface TabsProps<T extends string> {
  tabs: readonly { id: T; label: string }[];
  value: T;
  onChange: (id: T) => void;
  label?: string;
}

/** Segmented tabs (accessible tablist). The panel is the caller's. */
export function Tabs<T extends string>({ tabs, value, onChange, label }: TabsProps<T>) {
  return (
    <List role="tablist" aria-label={label}>
      {tabs.map((tab) => (
        <Tab
          key={tab.id}
          role="tab"
          type="button"
          aria-selected={tab.id === value}
          $active={tab.id === value}
          onClick={() => {
            haptic();
            onChange(tab.id);
          }}
        >
          {tab.label}
        </Tab>
      ))}
    </List>
  );
}
