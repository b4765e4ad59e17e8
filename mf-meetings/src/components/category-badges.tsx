import styled from 'styled-components';
import type { MeetingCategory } from '@app/shared/contract';
import { Badge } from '@app/shared/ui';

const List = styled.ul`display: flex; flex-wrap: wrap; gap: 6px; margin: 0; padding: 0; list-style: none;`;

/** A meeting's category titles as badges; nothing when it has none. */
export function CategoryBadges({ categories }: { categories: readonly MeetingCategory[] }) {
  if (categories.length === 0) return null;
  return (
    <List>
      {categories.map((category) => (
        <li key={category.id}>
          <Badge $tone="accent">{category.title}</Badge>
        </li>
      ))}
    </List>
  );
}
