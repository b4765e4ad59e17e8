import { useMemo, useState, type ReactNode } from 'react';
import {
  DndContext,
  DragOverlay,
  rectIntersection,
  useDraggable,
  useDroppable,
  type DragEndEvent,
  type DragStartEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import styled from 'styled-components';
import { haptic } from '@app/shared/telegram';
import { roleDescription } from '../drag/announcements';
import { useDragSession } from '../drag/drag-session';
import { useAnnouncer } from '../drag/live-region';
import { text } from '../text';
import { gapPlacements } from './drafts';
import { bankOptions, gapOf, parseGapText, placeInGap, returnToBank } from './gaps-rules';
import { toneOf, type ResultTone } from './result-tone';
import { Tile } from './drag-tile';
import { Expected, Instructions, Verdict } from './task-ui';
import type { TaskProps } from './task-props';

const Sentence = styled.p`margin: 0; line-height: 3; overflow-wrap: anywhere;`;
const GapSlot = styled.span<{ $over: boolean; $tone: ResultTone }>`
  display: inline-flex; flex-wrap: wrap; align-items: center; gap: 4px; max-width: 100%; line-height: 1.3;
  vertical-align: middle; margin: 2px; border-radius: ${({ theme }) => theme.radius.m};
  outline: ${({ $over, theme }) => ($over ? `2px dashed ${theme.colors.button}` : 'none')}; outline-offset: 2px;
`;
const EmptyGap = styled(Tile)`
  min-width: 88px; background: transparent; border: 2px dashed ${({ theme }) => theme.colors.hint}; color: ${({ theme }) => theme.colors.hint};
`;
const Bank = styled.div<{ $over: boolean }>`
  display: flex; flex-wrap: wrap; gap: 8px; min-height: 60px; padding: 8px; border-radius: ${({ theme }) => theme.radius.m};
  background: ${({ theme }) => theme.colors.bg};
  outline: ${({ $over, theme }) => ($over ? `2px dashed ${theme.colors.button}` : 'none')};
`;
// h3: under the task block's h2.
const BankTitle = styled.h3`margin: 0; font-size: 14px; color: ${({ theme }) => theme.colors.hint};`;
const Empty = styled.span`color: ${({ theme }) => theme.colors.hint}; font-size: 14px; align-self: center;`;

const ids = (taskId: number) => ({
  option: (index: number): UniqueIdentifier => `gaps-${taskId}-option-${index}`,
  gap: (position: number): UniqueIdentifier => `gaps-${taskId}-gap-${position}`,
  bank: `gaps-${taskId}-bank` as UniqueIdentifier,
});

/**
 * Spec section 5, gaps: phrases go from the bank into the gaps of the text (placing replaces,
 * dragging back to the bank clears, moving between gaps empties the one left). Without dragging:
 * tap a phrase, then a gap (or 'Vrátiť frázu medzi frázy'). Locked once results arrive.
 */
export function GapsTask({ task, draft, onChange, result, locked }: TaskProps<'GapsTask'>) {
  const { options, text_with_gaps } = task.task_data;
  const parts = useMemo(() => parseGapText(text_with_gaps), [text_with_gaps]);
  const gaps = useMemo(() => parts.flatMap((part) => (part.kind === 'gap' ? [part.position] : [])), [parts]);
  const id = ids(task.id);
  const placements = gapPlacements(task, draft);
  const [selected, setSelected] = useState<number | null>(null);
  const [active, setActive] = useState<number | null>(null);
  const { announce, region } = useAnnouncer();
  const drag = useDragSession(() => [...gaps.map(id.gap), id.bank], rectIntersection);
  const phrase = (option: number) => options[option]?.phrase ?? '';

  if (locked) {
    const byPosition = new Map(result?.data.options.map((item) => [item.position, item]));
    const expected = new Map(result?.solution?.options.map((item) => [item.position, item.phrase]));
    return (
      <Sentence>
        {parts.map((part, index) => {
          if (part.kind === 'text') return <span key={index}>{part.text}</span>;
          const answer = byPosition.get(part.position);
          const tone = toneOf(result !== undefined, answer?.is_correct);
          const shown = result
            ? answer?.phrase
            : placements[part.position] !== undefined
              ? phrase(placements[part.position]!)
              : undefined;
          return (
            <GapSlot key={index} $over={false} $tone={tone}>
              <Tile
                as="span"
                role="group"
                $tone={tone}
                data-tone={tone}
                aria-label={shown ? text.gapFilled(part.position, shown) : text.gapEmpty(part.position)}
              >
                {shown ?? '—'}
                <Verdict tone={tone} />
              </Tile>
              <Expected tone={tone} answer={expected.get(part.position)} />
            </GapSlot>
          );
        })}
      </Sentence>
    );
  }

  const change = (next: typeof placements) => onChange(next);
  const tapsBlocked = () => active !== null || drag.tapsPaused();

  const place = (option: number, gap: number) => {
    change(placeInGap(placements, option, gap));
    setSelected(null);
    announce(text.dnd.placed(phrase(option), text.gapFilled(gap, phrase(option))));
  };

  const tapOption = (option: number) => {
    if (tapsBlocked()) return;
    haptic();
    const inGap = gapOf(placements, option);
    if (selected !== null && selected !== option && inGap !== null) return place(selected, inGap);
    if (selected === option) {
      setSelected(null);
      announce(text.dnd.deselected(phrase(option)));
      return;
    }
    setSelected(option);
    announce(text.dnd.selected(phrase(option)));
  };

  const tapGap = (gap: number) => {
    if (tapsBlocked() || selected === null) return;
    haptic();
    place(selected, gap);
  };

  const tapBank = () => {
    if (selected === null) return;
    haptic();
    change(returnToBank(placements, selected));
    announce(text.dnd.returned(phrase(selected)));
    setSelected(null);
  };

  const optionOf = (dragId: UniqueIdentifier) => options.findIndex((_, index) => id.option(index) === dragId);

  const onDragStart = (event: DragStartEvent) => {
    setSelected(null);
    const option = optionOf(event.active.id);
    setActive(option);
    const home = gapOf(placements, option);
    drag.start(event, home === null ? id.bank : id.gap(home));
  };
  const finish = (event?: DragEndEvent) => {
    drag.finish(event);
    setActive(null);
  };
  const onDragEnd = (event: DragEndEvent) => {
    finish(event);
    const option = optionOf(event.active.id);
    if (option < 0 || !event.over) return;
    if (event.over.id === id.bank) {
      if (gapOf(placements, option) !== null) change(returnToBank(placements, option));
      return;
    }
    const gap = gaps.find((position) => id.gap(position) === event.over!.id);
    if (gap !== undefined && placements[gap] !== option) change(placeInGap(placements, option, gap));
  };

  const bank = bankOptions(options.length, placements);
  const selectedInGap = selected !== null && gapOf(placements, selected) !== null;

  return (
    <>
      <Instructions>{text.gapsHint}</Instructions>
      <DndContext {...drag.context} onDragStart={onDragStart} onDragEnd={onDragEnd} onDragCancel={() => finish()}>
        <Sentence>
          {parts.map((part, index) => {
            if (part.kind === 'text') return <span key={index}>{part.text}</span>;
            const option = placements[part.position];
            return (
              <Gap key={index} id={id.gap(part.position)} position={part.position}>
                {option === undefined ? (
                  <EmptyGap
                    type="button"
                    $selected={false}
                    aria-label={text.gapEmpty(part.position)}
                    onClick={() => tapGap(part.position)}
                  >
                    {part.position}
                  </EmptyGap>
                ) : (
                  <Phrase
                    id={id.option(option)}
                    phrase={phrase(option)}
                    name={text.gapFilled(part.position, phrase(option))}
                    selected={selected === option}
                    onTap={() => tapOption(option)}
                  />
                )}
              </Gap>
            );
          })}
        </Sentence>
        <BankArea id={id.bank}>
          {bank.length === 0 && <Empty>{text.bankEmpty}</Empty>}
          {bank.map((option) => (
            <Phrase
              key={option}
              id={id.option(option)}
              phrase={phrase(option)}
              name={phrase(option)}
              selected={selected === option}
              onTap={() => tapOption(option)}
            />
          ))}
        </BankArea>
        {selectedInGap && (
          <Tile type="button" onClick={tapBank}>
            ↩ {text.returnToBank}
          </Tile>
        )}
        <DragOverlay dropAnimation={drag.dropAnimation}>
          {active !== null ? (
            <Tile as="div" $overlay>
              {phrase(active)}
            </Tile>
          ) : null}
        </DragOverlay>
      </DndContext>
      {region}
    </>
  );
}

function Gap({ id, position, children }: { id: UniqueIdentifier; position: number; children: ReactNode }) {
  const label = text.gapEmpty(position).split(',')[0]!;
  const { setNodeRef, isOver } = useDroppable({ id, data: { label, target: label.toLowerCase() } });
  return (
    <GapSlot ref={setNodeRef} $over={isOver} $tone="none">
      {children}
    </GapSlot>
  );
}

function BankArea({ id, children }: { id: UniqueIdentifier; children: ReactNode }) {
  const { setNodeRef, isOver } = useDroppable({ id, data: { label: text.gapsBank, target: text.dnd.bank } });
  return (
    <section aria-label={text.gapsBank}>
      <BankTitle>{text.gapsBank}</BankTitle>
      <Bank ref={setNodeRef} $over={isOver}>
        {children}
      </Bank>
    </section>
  );
}

function Phrase({
  id,
  phrase,
  name,
  selected,
  onTap,
}: {
  id: UniqueIdentifier;
  phrase: string;
  name: string;
  selected: boolean;
  onTap: () => void;
}) {
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({ id, data: { label: phrase } });
  return (
    <Tile
      ref={setNodeRef}
      type="button"
      {...attributes}
      {...roleDescription}
      {...listeners}
      aria-pressed={selected}
      aria-label={name}
      $selected={selected}
      $ghost={isDragging}
      onClick={onTap}
    >
      {phrase}
    </Tile>
  );
}
