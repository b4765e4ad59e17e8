import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { haptic } from '@app/shared/telegram';

const Row = styled(Link)`
  display: flex; align-items: center; gap: 12px; padding: 12px 16px; min-height: 52px;
  text-decoration: none; color: ${({ theme }) => theme.colors.text};
  & + & { border-top: 1px solid ${({ theme }) => theme.colors.separator}; }
`;

const Texts = styled.span`flex: 1; display: flex; flex-direction: column; min-width: 0;`;
const Primary = styled.span`font-weight: 600;`;
const Secondary = styled.span`font-size: 14px; color: ${({ theme }) => theme.colors.hint};`;
const Chevron = styled.span.attrs({ 'aria-hidden': true })`color: ${({ theme }) => theme.colors.hint}; font-size: 20px;`;

export interface LinkRowProps {
  to: string;
  title: ReactNode;
  subtitle?: ReactNode;
  icon?: ReactNode;
}

/** A navigation row in a grouped list (settings, home). */
export function LinkRow({ to, title, subtitle, icon }: LinkRowProps) {
  return (
    <Row to={to} onClick={haptic}>
      {icon}
      <Texts>
        <Primary>{title}</Primary>
        {subtitle && <Secondary>{subtitle}</Secondary>}
      </Texts>
      <Chevron>›</Chevron>
    </Row>
  );
}

const Group = styled.section`
  display: flex; flex-direction: column; gap: 6px;
`;
const GroupTitle = styled.h2`
  margin: 0 16px; font-size: 13px; font-weight: 600; text-transform: uppercase; letter-spacing: 0.02em;
  color: ${({ theme }) => theme.colors.sectionHeader};
`;
const GroupBody = styled.div`
  background: ${({ theme }) => theme.colors.sectionBg}; border-radius: ${({ theme }) => theme.radius.l};
  overflow: hidden; display: flex; flex-direction: column;
`;

/** A titled group of rows, Telegram settings style. */
export function ListGroup({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <Group aria-label={title}>
      {title && <GroupTitle>{title}</GroupTitle>}
      <GroupBody>{children}</GroupBody>
    </Group>
  );
}
