import type { ActivitySectionType } from '@app/activities-contract';
import { text } from '../text';

/** Spec section 2: listening, reading, speaking, otherwise a generic task. */
export const sectionTypeLabel = (type: ActivitySectionType | string) => text.sectionTypes[type] ?? text.genericTask;

/** Spec section 4: a section with no status counts as started ('Nedokončené'). */
export const statusLabel = (status: string | null | undefined) => text.statuses[status ?? 'started'] ?? text.statuses.started!;

/** Spec section 9: 'Čas na čítanie', 'Dĺžka nahravky', 'Čas na nahranie'. */
export const timeRequiredLabel = (type: string) => text.timeRequired[type] ?? text.timeRequired.reading!;
