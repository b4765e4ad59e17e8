import type { Announcements, DraggableAttributes, ScreenReaderInstructions } from '@dnd-kit/core';
import { text } from '../text';

type Labelled = { data: { current?: Record<string, unknown> | undefined } } | null;
const label = (item: Labelled, fallback = '') => String(item?.data.current?.label ?? fallback);
/** A target may describe itself as a place ('medzera 2', 'pozícia 3 (pes)') rather than by its content. */
const place = (item: Labelled) => String(item?.data.current?.target ?? label(item));

/** Slovak announcements for dnd-kit's live region: what is picked up, where it is, where it landed. */
export const announcements: Announcements = {
  onDragStart: ({ active }) => text.dnd.picked(label(active)),
  onDragOver: ({ active, over }) => (over ? text.dnd.over(label(active), place(over)) : text.dnd.overNothing(label(active))),
  onDragEnd: ({ active, over }) => (over ? text.dnd.dropped(label(active), place(over)) : text.dnd.droppedNowhere(label(active))),
  onDragCancel: ({ active }) => text.dnd.cancelled(label(active)),
};

export const screenReaderInstructions: ScreenReaderInstructions = { draggable: text.dnd.instructions };

export const accessibility = { announcements, screenReaderInstructions };

/** dnd-kit calls every draggable "draggable"; Slovak readers should say so in Slovak. */
export const roleDescription: Partial<DraggableAttributes> = { 'aria-roledescription': 'presúvateľná položka' };
