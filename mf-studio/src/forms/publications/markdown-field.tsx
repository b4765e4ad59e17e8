import { useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { STUDIO_MAX_IMAGE_BYTES } from '@app/studio-contract/limits';
import { errorMessage } from '@app/shared/http';
import { uploadMedia } from '../../api/studio';
import { errorId, FIELD_INPUT, FieldError, useFieldProblem } from '../../components/field-errors';
import { text } from '../../text';
import { pubText } from '../../text/publications';
import { FilePicker } from '../controls';
import { Area } from '../fields';
import { image, link, prefixLines, wrap, type Edit } from './markdown-edits';
import { Hint } from './parts';

const m = pubText.markdown;
const Toolbar = styled.div`
  display: flex; flex-wrap: wrap; gap: 6px;
  > button, > label { min-height: 44px; min-width: 44px; padding: 8px 12px; font-size: 15px; }
`;
const Tool = styled.button`
  font: inherit; font-weight: 600; border-radius: 10px; cursor: pointer;
  border: 1px solid ${({ theme }) => theme.colors.separator}; background: ${({ theme }) => theme.colors.sectionBg};
  color: ${({ theme }) => theme.colors.link};
`;
const Tall = styled(Area)`min-height: 240px;`;
const Field = styled.div`display: flex; flex-direction: column; gap: 6px; min-width: 0;`;
const Name = styled.label`font-size: 14px; font-weight: 600;`;

/**
 * A publication's text with a toolbar instead of syntax to remember: heading, bold, italic, list,
 * link, and an image uploaded through the studio's media upload and inserted where the caret
 * stands ('![popis](/files/ID)', which the blog resolves). The markdown stays what is stored.
 */
export function MarkdownField({
  label,
  value,
  path,
  onChange,
}: {
  label: string;
  value: string;
  path: string;
  onChange: (v: string) => void;
}) {
  const problem = useFieldProblem(path);
  const area = useRef<HTMLTextAreaElement | null>(null);
  const [busy, setBusy] = useState(false);
  const [uploadProblem, setUploadProblem] = useState<string | null>(null);
  const id = useId();

  const apply = (edit: (text: string, start: number, end: number) => Edit) => {
    const el = area.current;
    const start = el?.selectionStart ?? value.length;
    const end = el?.selectionEnd ?? value.length;
    const next = edit(value, start, end);
    onChange(next.text);
    // Once React has written the text: the placeholder selected (or the caret after the insertion).
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(next.start, next.end);
    });
  };
  const upload = async (file: File) => {
    setUploadProblem(null);
    if (file.size > STUDIO_MAX_IMAGE_BYTES) {
      setUploadProblem(m.imageTooLarge);
      return;
    }
    const at = area.current?.selectionStart ?? value.length;
    setBusy(true);
    try {
      const media = await uploadMedia(file);
      apply((t) => image(t, Math.min(at, t.length), media.file_id, m.imageDescription));
    } catch (error) {
      setUploadProblem(errorMessage(error, text.loadFailed));
    } finally {
      setBusy(false);
    }
  };
  // Buttons keep the text's selection: a mousedown would move the focus (and on some phones the selection) away.
  const keep = (e: { preventDefault: () => void }) => e.preventDefault();

  return (
    <Field>
      <Name htmlFor={id}>{label}</Name>
      <Toolbar role="toolbar" aria-label={m.toolbar}>
        <Tool type="button" onMouseDown={keep} onClick={() => apply((t, s, e) => prefixLines(t, s, e, '## '))}>
          {m.heading}
        </Tool>
        <Tool type="button" onMouseDown={keep} onClick={() => apply((t, s, e) => wrap(t, s, e, '**', m.boldPlaceholder))}>
          {m.bold}
        </Tool>
        <Tool type="button" onMouseDown={keep} onClick={() => apply((t, s, e) => wrap(t, s, e, '*', m.italicPlaceholder))}>
          {m.italic}
        </Tool>
        <Tool type="button" onMouseDown={keep} onClick={() => apply((t, s, e) => prefixLines(t, s, e, '- '))}>
          {m.list}
        </Tool>
        <Tool type="button" onMouseDown={keep} onClick={() => apply((t, s, e) => link(t, s, e, m.linkPlaceholder))}>
          {m.link}
        </Tool>
        <FilePicker
          label={busy ? m.uploading : m.image}
          ariaLabel={m.imageLabel}
          accept="image/jpeg,image/png,image/webp"
          busy={busy}
          onPick={(file) => void upload(file)}
        />
      </Toolbar>
      <Tall
        ref={area}
        // ItemLayout focuses the input that names the path the server refused.
        {...{ [FIELD_INPUT]: path }}
        id={id}
        value={value}
        $bad={Boolean(problem)}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? errorId(path) : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      <FieldError path={path} />
      {uploadProblem && (
        <Hint role="alert" $bad>
          {uploadProblem}
        </Hint>
      )}
    </Field>
  );
}
