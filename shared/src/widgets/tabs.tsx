import { useRef, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { haptic } from '@app/shared/telegram';

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
  /** Id of the tab panel the tabs control (one panel showing the selected tab). */
  controls?: string;
}

/**
 * Segmented tabs following the WAI-ARIA tabs pattern: one tab in the tab order, arrow keys (and
 * Home/End) move and select. The panel is the caller's; pass its id as `controls`.
 */
export function Tabs<T extends string>({ tabs, value, onChange, label, controls }: TabsProps<T>) {
  const list = useRef<HTMLDivElement>(null);
  const select = (index: number) => {
    const tab = tabs[(index + tabs.length) % tabs.length]!;
    haptic();
    onChange(tab.id);
    list.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[tabs.indexOf(tab)]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = tabs.findIndex((tab) => tab.id === value);
    const target = { ArrowRight: current + 1, ArrowLeft: current - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };
  return (
    <List ref={list} role="tablist" aria-label={label} onKeyDown={onKeyDown}>
      {tabs.map((tab, index) => {
        const active = tab.id === value;
        return (
          <Tab
            key={tab.id}
            role="tab"
            type="button"
            aria-selected={active}
            aria-controls={active ? controls : undefined}
            tabIndex={active ? 0 : -1}
            $active={active}
            onClick={() => select(index)}
          >
            {tab.label}
          </Tab>
        );
      })}
    </List>
  );
}
