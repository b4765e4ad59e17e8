import { useMemo, useState } from 'react';
import {
  closestCenter,
  DndContext,
  DragOverlay,
  type DragEndEvent,
  type DragStartEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import styled from 'styled-components';
import { haptic } from '@app/shared/telegram';
import { roleDescription } from '../drag/announcements';
import { useDragSession } from '../drag/drag-session';
import { useAnnouncer } from '../drag/live-region';
import { text } from '../text';
import { matchingOrder } from './drafts';
import { moveItem, swapItems } from './matching-rules';
import { toneOf, type ResultTone } from './result-tone';
import { Tile } from './drag-tile';
import { Expected, Instructions, Verdict } from './task-ui';
import type { TaskProps } from './task-props';

const Rows = styled.ol`list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 8px;`;
const Row = styled.li`display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); gap: 8px; align-items: center;`;
// Long phrases wrap inside their tile (a word longer than the column breaks) instead of spilling out.
const Left = styled.span<{ $tone: ResultTone }>`
  display: flex; flex-direction: column; justify-content: center; min-height: 44px; min-width: 0; padding: 8px 12px;
  border-radius: ${({ theme }) => theme.radius.m}; background: ${({ theme }) => theme.colors.bg}; font-weight: 600;
  overflow-wrap: anywhere;
`;
const WideTile = styled(Tile)`width: 100%; min-width: 0; overflow-wrap: anywhere;`;
// Checked: the phrase above its verdict, so the verdict does not squeeze the phrase to a word per line.
const CheckedTile = styled(WideTile)`flex-direction: column; gap: 2px;`;
const RowExpected = styled(Expected)`grid-column: 1 / -1;`;

const itemId = (taskId: number, rightIndex: number): UniqueIdentifier => `matching-${taskId}-${rightIndex}`;

/**
 * Spec section 5: pairs are left_set[i] with right_set[i]; only the right column moves, by drag
 * (mouse, a 120 ms touch press, or Space and the arrows) or by tapping two tiles to swap them;
 * nothing moves once any pair carries is_correct.
 */
export function MatchingTask({ task, draft, onChange, result, locked }: TaskProps<'MatchingTask'>) {
  const { left_set, right_set } = task.task_data;
  const order = matchingOrder(task, draft);
  const ids = useMemo(() => order.map((index) => itemId(task.id, index)), [order, task.id]);
  const [selected, setSelected] = useState<number | null>(null);
  const [active, setActive] = useState<UniqueIdentifier | null>(null);
  const { announce, region } = useAnnouncer();
  const drag = useDragSession(() => ids, closestCenter);

  if (locked) {
    // Checked pairs as the server returned them, matched back to the left column by text.
    const pairs = result?.data.pairs ?? [];
    const expected = new Map(result?.solution?.pairs.map((pair) => [pair.left, pair.right]));
    return (
      <Rows aria-label={task.instructions || text.taskTitles.MatchingTask}>
        {left_set.map((left, index) => {
          const pair = pairs.find((item) => item.left === left) ?? pairs[index];
          const tone = toneOf(result !== undefined, pair?.is_correct);
          const right = pair?.right ?? right_set[order[index]!] ?? '';
          return (
            <Row key={index}>
              <Left $tone={tone}>{left}</Left>
              <CheckedTile as="span" role="group" $tone={tone} data-tone={tone} aria-label={`${left} – ${right}`}>
                <span>{right}</span>
                <Verdict tone={tone} />
              </CheckedTile>
              <RowExpected tone={tone} answer={expected.get(left)} />
            </Row>
          );
        })}
      </Rows>
    );
  }

  const tap = (position: number) => {
    if (active !== null || drag.tapsPaused()) return;
    haptic();
    const item = right_set[order[position]!]!;
    if (selected === null) {
      setSelected(position);
      announce(text.dnd.selected(item));
    } else if (selected === position) {
      setSelected(null);
      announce(text.dnd.deselected(item));
    } else {
      onChange(swapItems(order, selected, position));
      announce(text.dnd.swapped(right_set[order[selected]!]!, item));
      setSelected(null);
    }
  };

  const onDragStart = (event: DragStartEvent) => {
    setSelected(null);
    setActive(event.active.id);
    drag.start(event, event.active.id);
  };
  const finish = (event?: DragEndEvent) => {
    drag.finish(event);
    setActive(null);
  };
  const onDragEnd = (event: DragEndEvent) => {
    finish(event);
    if (!event.over || event.over.id === event.active.id) return;
    const from = ids.indexOf(event.active.id);
    const to = ids.indexOf(event.over.id);
    if (from >= 0 && to >= 0) onChange(moveItem(order, from, to));
  };

  const activeIndex = active === null ? -1 : ids.indexOf(active);
  return (
    <>
      <Instructions>{text.matchingHint}</Instructions>
      <DndContext {...drag.context} onDragStart={onDragStart} onDragEnd={onDragEnd} onDragCancel={() => finish()}>
        <SortableContext items={ids} strategy={verticalListSortingStrategy}>
          <Rows aria-label={task.instructions || text.taskTitles.MatchingTask}>
            {order.map((rightIndex, position) => (
              <Row key={ids[position]}>
                <Left $tone="none">{left_set[position]}</Left>
                <SortableTile
                  id={ids[position]!}
                  label={right_set[rightIndex]!}
                  target={`${text.dnd.position(position + 1)} (${left_set[position]})`}
                  position={position}
                  selected={selected === position}
                  onTap={() => tap(position)}
                />
              </Row>
            ))}
          </Rows>
        </SortableContext>
        <DragOverlay dropAnimation={drag.dropAnimation}>
          {activeIndex >= 0 ? (
            <WideTile as="div" $overlay>
              {right_set[order[activeIndex]!]}
            </WideTile>
          ) : null}
        </DragOverlay>
      </DndContext>
      {region}
    </>
  );
}

function SortableTile({
  id,
  label,
  target,
  position,
  selected,
  onTap,
}: {
  id: UniqueIdentifier;
  label: string;
  target: string;
  position: number;
  selected: boolean;
  onTap: () => void;
}) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id, data: { label, target } });
  return (
    <WideTile
      ref={setNodeRef}
      type="button"
      {...attributes}
      {...roleDescription}
      {...listeners}
      aria-pressed={selected}
      aria-label={text.matchingItem(label, position + 1)}
      $selected={selected}
      $ghost={isDragging}
      style={{ transform: transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : undefined, transition }}
      onClick={onTap}
    >
      {label}
    </WideTile>
  );
}
