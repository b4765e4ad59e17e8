import { useCallback, useId, useState } from 'react';
import styled from 'styled-components';
import type { UserSettings, UserSettingsPatch } from '@app/shared/contract';
import { haptic } from '@app/shared/telegram';
import { Hint, Toast } from '@app/shared/ui';
import { deviceTimeZone } from '@app/shared/domain';
import { useUpdateSettings } from '../api/update-settings';
import { text } from '../text';

const t = text.notifications.reminder;
const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
const DAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** The night on the learner's clock: the bot sends nothing in it unless the learner picks such an hour. */
export const isNightHour = (hour: number) => hour >= 22 || hour < 7;

const Box = styled.section`
  display: flex; flex-direction: column; gap: 12px; padding: 14px 16px;
  background: ${({ theme }) => theme.colors.sectionBg}; border-radius: ${({ theme }) => theme.radius.l};
`;
const Heading = styled.h2`margin: 0; font-size: 15px; font-weight: 600;`;
const Field = styled.label`
  display: flex; align-items: center; justify-content: space-between; gap: 12px; font-weight: 500;
  select {
    font: inherit; padding: 8px 10px; border-radius: 10px; min-width: 9em;
    color: inherit; background: ${({ theme }) => theme.colors.secondaryBg};
    border: 1px solid ${({ theme }) => theme.colors.separator};
  }
  select:disabled { color: ${({ theme }) => theme.colors.hint}; }
`;
const Days = styled.fieldset`
  margin: 0; padding: 0; border: 0; display: flex; flex-wrap: wrap; gap: 6px;
  legend { padding: 0; margin-bottom: 8px; font-weight: 500; }
`;
const Day = styled.label<{ $on: boolean }>`
  position: relative; display: inline-flex; align-items: center; justify-content: center;
  min-width: 40px; height: 40px; border-radius: 20px; font-weight: 600; cursor: pointer;
  color: ${({ $on, theme }) => ($on ? theme.colors.buttonText : 'inherit')};
  background: ${({ $on, theme }) => ($on ? theme.colors.button : theme.colors.secondaryBg)};
  input { position: absolute; inset: 0; margin: 0; opacity: 0; cursor: inherit; }
  &:has(input:focus-visible) { outline: 2px solid ${({ theme }) => theme.colors.link}; outline-offset: 2px; }
  &:has(input:disabled) { cursor: default; opacity: 0.6; }
`;
const Note = styled(Hint)`margin: 0;`;

/**
 * The study reminder's hour and days (issue 39), under the study toggles. Each change saves at once
 * like a toggle (optimistic, one save after another); the hour goes with the device's time zone, so
 * 18:00 means 18:00 where the learner is. A failed save puts the previous values back and says so
 * (a picked hour that quietly springs back would go unnoticed). Off while its toggle or its parent is.
 */
export function StudyReminder({ settings }: { settings: UserSettings }) {
  const [failed, setFailed] = useState(false);
  const update = useUpdateSettings({ onError: () => setFailed(true) });
  const closeToast = useCallback(() => setFailed(false), []);
  const headingId = useId();
  const enabled = settings.notify_on_study && settings.notify_on_study_reminder;
  const hour = settings.study_reminder_hour;
  const days = settings.study_reminder_days;

  const save = (patch: UserSettingsPatch) => {
    haptic();
    setFailed(false);
    update.mutate(patch);
  };
  const chooseHour = (value: string) => {
    const zone = deviceTimeZone();
    save({ study_reminder_hour: value === '' ? null : Number(value), ...(zone ? { time_zone: zone } : {}) });
  };
  const toggleDay = (day: number, on: boolean) =>
    save({ study_reminder_days: on ? [...days, day].sort((a, b) => a - b) : days.filter((d) => d !== day) });

  return (
    <Box aria-labelledby={headingId}>
      <Heading id={headingId}>{t.title}</Heading>
      <Note>{t.lead}</Note>
      <Field>
        {t.hour}
        <select value={hour ?? ''} disabled={!enabled} onChange={(event) => chooseHour(event.target.value)}>
          <option value="">{t.noHour}</option>
          {HOURS.map((h) => (
            <option key={h} value={h}>
              {isNightHour(h) ? t.nightHour(h) : t.hourOption(h)}
            </option>
          ))}
        </select>
      </Field>
      <Days disabled={!enabled}>
        <legend>{t.days}</legend>
        {DAYS.map((day) => {
          const on = days.includes(day);
          const last = on && days.length === 1;
          return (
            <Day key={day} $on={on} title={last ? t.lastDay : undefined}>
              <input
                type="checkbox"
                checked={on}
                disabled={last}
                aria-label={t.dayName[day - 1]}
                aria-describedby={last ? `${headingId}-last` : undefined}
                onChange={(event) => toggleDay(day, event.target.checked)}
              />
              <span aria-hidden="true">{t.dayShort[day - 1]}</span>
            </Day>
          );
        })}
      </Days>
      {days.length === 1 && <Note id={`${headingId}-last`}>{t.lastDay}</Note>}
      {!enabled ? (
        <Note>{t.off}</Note>
      ) : hour === null ? (
        <Note>{t.pickHour}</Note>
      ) : (
        <>
          {isNightHour(hour) && <Note>{t.night}</Note>}
          {settings.time_zone && <Note>{t.zone(settings.time_zone)}</Note>}
        </>
      )}
      <Toast tone="error" message={failed ? t.saveError : null} onClose={closeToast} />
    </Box>
  );
}
