import styled from 'styled-components';
import { Badge } from '@app/shared/ui';

const List = styled.ul`display: flex; flex-wrap: wrap; gap: 6px; margin: 0; padding: 0; list-style: none;`;

/** Categories (of a publication, a meeting) as badges; nothing when there are none. */
export function CategoryBadges({ categories }: { categories: readonly { id: number; title: string }[] }) {
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
