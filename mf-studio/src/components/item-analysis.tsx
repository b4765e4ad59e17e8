import { createContext, useContext, type ReactNode } from 'react';
import styled from 'styled-components';
import type { StudioHardestItem, StudioItemStat } from '@app/studio-contract';
import { STUDIO_HARDEST_MIN_ANSWERED } from '@app/studio-contract/limits';
import { Hint } from '@app/shared/ui';
import { useCourseAnalysis, useDayAnalysis } from '../api/item-analysis';
import { SmallButton } from '../forms/fields';
import { analysisText as t } from '../text/analysis';

type DayAnalysis = ReturnType<typeof useDayAnalysis>;
const DayAnalysisContext = createContext<DayAnalysis | null>(null);

/**
 * The day's item analysis for the task forms below it: read once per day, and only for a published
 * day (a draft day was never answered).
 */
export function DayAnalysisProvider({ dayId, published, children }: { dayId: number; published: boolean; children: ReactNode }) {
  const analysis = useDayAnalysis(dayId, published);
  return <DayAnalysisContext.Provider value={published ? analysis : null}>{children}</DayAnalysisContext.Provider>;
}

const Panel = styled.section`
  display: flex; flex-direction: column; gap: 6px; padding: 10px 12px; border-radius: 10px;
  background: ${({ theme }) => theme.colors.secondaryBg};
`;
const PanelTitle = styled.h4`margin: 0; font-size: 14px; font-weight: 700;`;
const Items = styled.ul`list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 6px;`;
const Item = styled.li`display: grid; grid-template-columns: minmax(0, 1fr) auto; gap: 2px 8px; font-size: 14px;`;
const ItemLabel = styled.span`overflow-wrap: anywhere;`;
const Share = styled.span`font-variant-numeric: tabular-nums; font-weight: 600;`;
/** The share wrong as a bar: red grows with it, so the hardest item stands out while scrolling. */
const Bar = styled.span<{ $share: number }>`
  grid-column: 1 / -1; height: 6px; border-radius: 3px; overflow: hidden;
  background: ${({ theme }) => theme.colors.separator};
  &::after {
    content: ''; display: block; height: 100%; width: ${({ $share }) => Math.round($share * 100)}%;
    background: ${({ theme }) => theme.colors.destructive};
  }
`;

const shareOf = (item: StudioItemStat) => item.wrong / Math.max(1, item.answered);

/** One task's figures in its form: learners who submitted it, and per item the share wrong at the first try. */
export function TaskAnalysis({ taskId }: { taskId: number | undefined }) {
  const analysis = useContext(DayAnalysisContext);
  if (!analysis || taskId === undefined) return null;
  if (analysis.isPending) return <Hint role="status">{t.loading}</Hint>;
  if (analysis.isError)
    return (
      <Panel aria-label={t.title}>
        <Hint role="alert">{t.failed}</Hint>
        <SmallButton type="button" onClick={() => void analysis.refetch()}>
          {t.retry}
        </SmallButton>
      </Panel>
    );
  const task = analysis.data.tasks.find((x) => x.task_id === taskId);
  // A task added in this form (or in the saved draft) is not live yet: nobody could answer it.
  if (!task) return null;
  return (
    <Panel aria-label={t.title}>
      <PanelTitle>{t.title}</PanelTitle>
      {task.answered === 0 ? (
        <Hint>{t.nobody}</Hint>
      ) : (
        <>
          <Hint>{t.answered(task.answered)}</Hint>
          {task.task_type === 'SpeakingTask' ? (
            <Hint>{t.speaking}</Hint>
          ) : (
            <Items>
              {task.items.map((item) => (
                <Item key={item.key} aria-label={t.shareLabel(item.label, item.wrong, item.answered)}>
                  <ItemLabel>{item.label}</ItemLabel>
                  <Share>{t.share(item.wrong, item.answered)}</Share>
                  <Bar $share={shareOf(item)} aria-hidden="true" />
                </Item>
              ))}
            </Items>
          )}
        </>
      )}
    </Panel>
  );
}

const Hardest = styled.ol`margin: 0; padding-left: 18px; font-size: 14px; display: flex; flex-direction: column; gap: 2px;`;

/** The course list's state of the hardest items: one line above the days while it loads, fails or has none. */
export function CourseAnalysisStatus() {
  const analysis = useCourseAnalysis();
  if (analysis.isPending) return <Hint role="status">{t.course.loading}</Hint>;
  if (analysis.isError)
    return (
      <div>
        <Hint role="alert">{t.course.failed}</Hint>
        <SmallButton type="button" onClick={() => void analysis.refetch()}>
          {t.retry}
        </SmallButton>
      </div>
    );
  if (analysis.data.days.length === 0) return <Hint>{t.course.empty(STUDIO_HARDEST_MIN_ANSWERED)}</Hint>;
  return null;
}

/** A day's hardest items in its card of the course list (the query is shared with the status line). */
export function DayHardest({ dayId }: { dayId: number }) {
  const analysis = useCourseAnalysis();
  const hardest: StudioHardestItem[] = analysis.data?.days.find((d) => d.day_id === dayId)?.hardest ?? [];
  if (hardest.length === 0) return null;
  return (
    <div>
      <Hint>{t.course.title}</Hint>
      <Hardest aria-label={t.course.title}>
        {hardest.map((item) => (
          <li key={`${item.task_id}|${item.key}`}>{t.course.item(item.label, item.wrong, item.answered)}</li>
        ))}
      </Hardest>
    </div>
  );
}
