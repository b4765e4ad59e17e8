/**
 * What each button of the markdown toolbar does to the text and its selection: pure, so the
 * editor's words and the tests agree. Every edit answers the new text and what to select after it
 * (the placeholder to type over, or the caret after the insertion).
 */
export interface Edit {
  text: string;
  /** The selection after the edit. */
  start: number;
  end: number;
}

/** '**…**' around the selection; with nothing selected, around `placeholder`, which stays selected. */
export function wrap(text: string, start: number, end: number, marker: string, placeholder: string): Edit {
  const inner = text.slice(start, end) || placeholder;
  const next = `${text.slice(0, start)}${marker}${inner}${marker}${text.slice(end)}`;
  return { text: next, start: start + marker.length, end: start + marker.length + inner.length };
}

/** `prefix` at the start of every line the selection touches ('## ' a heading, '- ' a list); a line with it already keeps one. */
export function prefixLines(text: string, start: number, end: number, prefix: string): Edit {
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  const lineEnd = (() => {
    const at = text.indexOf('\n', Math.max(end, start));
    return at === -1 ? text.length : at;
  })();
  const lines = text.slice(lineStart, lineEnd).split('\n');
  const marked = lines.map((line) => (line.startsWith(prefix) ? line : `${prefix}${line.replace(/^#+\s*|^[-*]\s+/, '')}`));
  const block = marked.join('\n');
  const next = `${text.slice(0, lineStart)}${block}${text.slice(lineEnd)}`;
  return { text: next, start: lineStart + block.length, end: lineStart + block.length };
}

/** '[selection](https://)' with the address selected, to type or paste over. */
export function link(text: string, start: number, end: number, placeholder: string): Edit {
  const label = text.slice(start, end) || placeholder;
  const url = 'https://';
  const head = `${text.slice(0, start)}[${label}](`;
  const next = `${head}${url})${text.slice(end)}`;
  return { text: next, start: head.length, end: head.length + url.length };
}

/** An uploaded image on a line of its own at the caret, its description selected to type over. */
export function image(text: string, at: number, fileId: number, description: string): Edit {
  const before = text.slice(0, at);
  const after = text.slice(at);
  const lead = before === '' || before.endsWith('\n\n') ? '' : before.endsWith('\n') ? '\n' : '\n\n';
  const tail = after === '' || after.startsWith('\n\n') ? '' : after.startsWith('\n') ? '\n' : '\n\n';
  const head = `${before}${lead}![`;
  const next = `${head}${description}](/files/${fileId})${tail}${after}`;
  return { text: next, start: head.length, end: head.length + description.length };
}
