import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Card } from '@app/shared/ui';
import { haptic } from '@app/shared/telegram';

// The disclosure button inside an h2: the tasks are the section's headings (one level under the
// screen's h1), and a screen reader's heading list reaches each.
const HeaderHeading = styled.h2`margin: 0; font-size: inherit;`;
const Header = styled.button`
  display: flex; align-items: center; gap: 8px; width: 100%; min-height: 44px; padding: 0; border: 0;
  background: none; cursor: pointer; text-align: left; font-size: 18px; font-weight: 700;
`;
const Name = styled.span`flex: 1;`;
const Percent = styled.span`font-size: 15px; font-weight: 700; color: ${({ theme }) => theme.colors.accent};`;
const Chevron = styled.span<{ $open: boolean }>`
  color: ${({ theme }) => theme.colors.hint}; transition: transform 0.2s; transform: rotate(${({ $open }) => ($open ? 90 : 0)}deg);
`;
// A styled display outranks the user agent's [hidden] rule: without this a collapsed block stays drawn.
const Body = styled.div`
  display: flex; flex-direction: column; gap: 12px;
  &[hidden] { display: none; }
`;

/** Spec section 2: each task is a collapsible block titled by its type, with its percentage once checked. */
export function TaskBlock({ title, percent, children }: { title: string; percent: string | null; children: ReactNode }) {
  const [open, setOpen] = useState(true);
  const bodyId = useId();
  return (
    <Card as="section" aria-label={title}>
      <HeaderHeading>
        <Header
          type="button"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => {
            haptic();
            setOpen((value) => !value);
          }}
        >
          <Name>{title}</Name>
          {percent && <Percent>{percent}</Percent>}
          <Chevron aria-hidden="true" $open={open}>
            ›
          </Chevron>
        </Header>
      </HeaderHeading>
      <Body id={bodyId} hidden={!open}>
        {children}
      </Body>
    </Card>
  );
}
