import { useRef, useState } from 'react';
import styled from 'styled-components';
import { errorId, FIELD_INPUT, FieldError, useFieldProblem } from '../components/field-errors';
import { text } from '../text';
import { Area, Group, GroupTitle, Label, SmallButton } from './fields';
import { fromReadable, markGap, toReadable, unmarkGap } from './gaps-text';

const t = text.task;
const Gaps = styled.ol`list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: 8px;`;
const Gap = styled.li`
  display: inline-flex; align-items: center; gap: 4px; padding-left: 12px; border-radius: 999px; min-height: 44px;
  background: ${({ theme }) => theme.colors.sectionBg}; border: 1px solid ${({ theme }) => theme.colors.separator};
  > button { min-width: 44px; min-height: 44px; border: 0; background: none; font: inherit; cursor: pointer;
             color: ${({ theme }) => theme.colors.link}; border-radius: 999px; }
`;
const Hint = styled.p`margin: 0; font-size: 14px; color: ${({ theme }) => theme.colors.hint};`;

interface Props {
  value: { text: string; gaps: string[] };
  /** Path of the task ('sections.1.tasks.0'): the server names `.text` and `.gaps.N`. */
  path: string;
  onChange: (value: { text: string; gaps: string[] }) => void;
}

/**
 * The gaps task's text with its gaps where they stand: the editor selects a word or phrase and
 * marks it ('Označiť ako medzeru'); a gap reads as its phrase in square brackets. The wire's
 * {gapN} and the separate list of phrases never show (gaps-text.ts converts both ways).
 */
export function GapsField({ value, path, onChange }: Props) {
  const readable = toReadable(value.text, value.gaps);
  const textPath = `${path}.text`;
  const problem = useFieldProblem(textPath);
  const area = useRef<HTMLTextAreaElement | null>(null);
  const [noSelection, setNoSelection] = useState(false);
  const gapProblems = value.gaps.map((_, i) => `${path}.gaps.${i}`).concat(`${path}.gaps.${value.gaps.length}`);

  const set = (next: string) => onChange(fromReadable(next));
  const mark = () => {
    const el = area.current;
    const marked = el ? markGap(readable, el.selectionStart, el.selectionEnd) : null;
    setNoSelection(!marked);
    if (!marked || !el) return;
    set(marked.readable);
    // After React writes the new text: the caret after the new gap, so typing goes on from there.
    requestAnimationFrame(() => {
      el.focus();
      el.setSelectionRange(marked.caret, marked.caret);
    });
  };

  return (
    <Group>
      <Label>
        {t.gapText}
        <Area
          ref={area}
          // ItemLayout focuses the input that names the path the server refused.
          {...{ [FIELD_INPUT]: textPath }}
          value={readable}
          $bad={Boolean(problem)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? errorId(textPath) : `${errorId(textPath)}-hint`}
          onChange={(e) => {
            setNoSelection(false);
            set(e.target.value);
          }}
        />
        <FieldError path={textPath} />
      </Label>
      <Hint id={`${errorId(textPath)}-hint`}>{t.gapHint}</Hint>
      {/* mousedown would take the focus, and on some phones the selection with it. */}
      <SmallButton type="button" onMouseDown={(e) => e.preventDefault()} onClick={mark}>
        {t.markGap}
      </SmallButton>
      {noSelection && <Hint role="status">{t.selectFirst}</Hint>}
      <GroupTitle>{t.gapsTitle}</GroupTitle>
      <FieldError path={`${path}.gaps`} />
      {gapProblems.map((p) => (
        <FieldError key={p} path={p} />
      ))}
      {value.gaps.length === 0 ? (
        <Hint>{t.noGaps}</Hint>
      ) : (
        <Gaps aria-label={t.gapsTitle}>
          {value.gaps.map((phrase, i) => (
            <Gap key={i}>
              {`${i + 1}. ${phrase || t.emptyGap}`}
              <button type="button" aria-label={t.unmarkGap(phrase || t.emptyGap)} onClick={() => set(unmarkGap(readable, i))}>
                ✕
              </button>
            </Gap>
          ))}
        </Gaps>
      )}
    </Group>
  );
}
