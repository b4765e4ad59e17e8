import { useCallback, useEffect, useRef, useState } from 'react';
import type { SectionDraft } from './drafts';

/**
 * Answers are never lost (issue 9): what the learner enters in a section is kept in localStorage
 * until the submit succeeds, so it survives a reload, a closed Telegram sheet and a failed submit.
 * Keyed by user and section: two accounts on one phone never see each other's answers.
 */
export const draftStorageKey = (userId: number, sectionId: number) => `mf-activities:answers:${userId}:${sectionId}`;

function read(key: string): SectionDraft {
  try {
    const raw = window.localStorage.getItem(key);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as SectionDraft) : {};
  } catch {
    return {};
  }
}

function write(key: string, draft: SectionDraft): void {
  try {
    if (Object.keys(draft).length === 0) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, JSON.stringify(draft));
  } catch {
    /* storage full or blocked (private mode): the answers still live in memory */
  }
}

export interface DraftStore {
  draft: SectionDraft;
  setTaskDraft: (taskId: number, value: SectionDraft[number]) => void;
  clear: () => void;
}

export function useSectionDraft(userId: number, sectionId: number): DraftStore {
  const key = draftStorageKey(userId, sectionId);
  const [draft, setDraft] = useState<SectionDraft>(() => read(key));
  const keyRef = useRef(key);
  useEffect(() => {
    if (keyRef.current !== key) {
      keyRef.current = key;
      setDraft(read(key));
    }
  }, [key]);
  const setTaskDraft = useCallback(
    (taskId: number, value: SectionDraft[number]) =>
      setDraft((current) => {
        const next = { ...current, [taskId]: value };
        write(keyRef.current, next);
        return next;
      }),
    [],
  );
  const clear = useCallback(() => {
    write(keyRef.current, {});
    setDraft({});
  }, []);
  return { draft, setTaskDraft, clear };
}
