import { useCallback, useId, useState } from 'react';
import styled from 'styled-components';
import type { LanguageLevel } from '@app/shared/contract';
import { Hint, Page, QueryView, Toast } from '@app/shared/ui';
import { haptic } from '@app/shared/telegram';
import { useSettings } from '../api/get-settings';
import { useUpdateSettings } from '../api/update-settings';
import { text } from '../text';

// The CEFR levels in order, from the strings (the contract's zod enum stays out of the browser).
const LEVELS = Object.keys(text.level.levels) as LanguageLevel[];

const List = styled.div`
  display: flex; flex-direction: column; overflow: hidden;
  background: ${({ theme }) => theme.colors.sectionBg}; border-radius: ${({ theme }) => theme.radius.l};
`;
const Option = styled.label<{ $checked: boolean }>`
  display: flex; align-items: flex-start; gap: 12px; padding: 12px 16px; cursor: pointer;
  & + & { border-top: 1px solid ${({ theme }) => theme.colors.separator}; }
  background: ${({ $checked, theme }) => ($checked ? `color-mix(in srgb, ${theme.colors.button} 10%, transparent)` : 'transparent')};
  input { margin: 4px 0 0; width: 20px; height: 20px; accent-color: ${({ theme }) => theme.colors.button}; flex: none; }
`;
const Code = styled.span`font-weight: 800; margin-right: 6px;`;
const Texts = styled.span`display: flex; flex-direction: column; gap: 2px;`;
const Name = styled.span`font-weight: 600;`;
const Description = styled.span`font-size: 14px; color: ${({ theme }) => theme.colors.hint};`;

/**
 * /profile/study/level (our design, mf-settings/README.md): the CEFR levels A1 to C2, each with a
 * short Slovak description, as one radio group. Choosing saves at once (like the notification
 * toggles): optimistic, and on failure the previous choice comes back with a message.
 */
export function StudyLevelScreen() {
  const t = text.level;
  const settings = useSettings();
  const [failed, setFailed] = useState(false);
  const update = useUpdateSettings({ onError: () => setFailed(true) });
  const closeToast = useCallback(() => setFailed(false), []);
  const idPrefix = useId();

  const choose = (level: LanguageLevel) => {
    haptic();
    setFailed(false);
    update.mutate({ language_level: level });
  };

  return (
    <Page back="/settings" title={t.title}>
      <QueryView query={settings} loading={t.loading} errorTitle={t.loadError}>
        {({ language_level: current }) => (
          <>
            <Hint>{t.lead}</Hint>
            <List role="radiogroup" aria-label={t.groupLabel}>
              {LEVELS.map((level) => (
                <Option key={level} $checked={current === level}>
                  <input
                    type="radio"
                    name="language_level"
                    value={level}
                    checked={current === level}
                    aria-labelledby={`${idPrefix}-${level}-name`}
                    aria-describedby={`${idPrefix}-${level}-description`}
                    onChange={() => choose(level)}
                  />
                  <Texts>
                    <Name id={`${idPrefix}-${level}-name`}>
                      <Code>{level}</Code> {t.levels[level].name}
                    </Name>
                    <Description id={`${idPrefix}-${level}-description`}>{t.levels[level].description}</Description>
                  </Texts>
                </Option>
              ))}
            </List>
          </>
        )}
      </QueryView>
      <Toast tone="error" message={failed ? t.saveError : null} onClose={closeToast} />
    </Page>
  );
}
