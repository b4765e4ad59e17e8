import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import type {
  StudioSpeaker,
  StudioSpeakerCollision,
  StudioSpeakerCollisionQuery,
  StudioSpeakerInput,
} from '@app/studio-contract';
import { Badge, Button, Card, Hint, Page, Title } from '@app/shared/ui';
import {
  fetchSpeaker,
  useCollisions,
  useCreateSpeaker,
  useSaveSpeaker,
  useSpeaker,
  speakerHistoryQuery,
} from '../../api/speakers';
import { ItemPage, ItemRoute } from '../../components/item-route';
import type { FieldProblem } from '../../components/field-errors';
import { ItemLayout, SaveStatus, useItemSave } from '../../components/item-save';
import { DaysOffForm } from '../../forms/speakers/days-off-form';
import { HoursForm } from '../../forms/speakers/hours-form';
import { ProfileForm, type ProfileDraft } from '../../forms/speakers/profile-form';
import { speakersText as t } from '../../text/speakers';
import { HistoryCard } from '../../components/history-card';
import { StudioNav } from '../../components/studio-nav';
import { calendarDayIn, SCHOOL_TIME_ZONE } from '@app/shared/domain';

/** How long typing pauses before the collision report is asked for. */
const CHECK_DELAY_MS = 400;

const List = styled.ul`margin: 0; padding-left: 20px; display: flex; flex-direction: column; gap: 4px;`;

export interface Draft extends ProfileDraft {
  hours: StudioSpeakerInput['hours'];
  days_off: string[];
}

const blank: Draft = {
  first_name: '',
  last_name: '',
  username: '',
  bio: '',
  photo_file_id: null,
  photo_url: null,
  languages: ['slovenčina'],
  price: '20',
  hidden: false,
  hours: [],
  days_off: [],
};

const draftOf = (s: StudioSpeaker): Draft => ({
  first_name: s.first_name,
  last_name: s.last_name,
  username: s.username,
  bio: s.bio,
  photo_file_id: s.photo_file_id,
  photo_url: s.photo_url,
  languages: s.languages,
  price: String(s.price_per_hour),
  hidden: s.hidden,
  hours: s.hours,
  days_off: s.days_off,
});

/** The form as the server takes it, or the field problem that stops it from being sent. */
function inputOf(draft: Draft): StudioSpeakerInput | FieldProblem {
  const price = Number(draft.price.replace(',', '.'));
  if (draft.price.trim() === '' || !Number.isFinite(price))
    return { field: 'price_per_hour', message: 'Zadajte sadzbu číslom, napríklad 24 alebo 24,50.' };
  const { photo_url: _p, price: _r, ...rest } = draft;
  return { ...rest, price_per_hour: price };
}
const isProblem = (value: StudioSpeakerInput | FieldProblem): value is FieldProblem => 'field' in value && 'message' in value;

/** /studio/speakers/:id (and /studio/speakers/new): a speaker's profile, rate, hours and days off. */
export function SpeakerScreen() {
  return (
    <ItemRoute
      back="/studio/speakers"
      missing={t.missing}
      load={(id) => <SpeakerLoader key={id} id={id} />}
      create={
        <Page back="/studio/speakers" title={t.newTitle} wide>
          <StudioNav />
          <SpeakerEditor speaker={null} />
        </Page>
      }
    />
  );
}

function SpeakerLoader({ id }: { id: number }) {
  return (
    <ItemPage query={useSpeaker(id)} back="/studio/speakers" title={(s) => `${s.first_name} ${s.last_name}`} missing={t.missing}>
      {(data) => <SpeakerEditor speaker={data} />}
    </ItemPage>
  );
}

/** `value` once it has stayed the same for `ms`. */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

function SpeakerEditor({ speaker }: { speaker: StudioSpeaker | null }) {
  const item = useItemSave<StudioSpeaker | null, Draft, StudioSpeakerCollision[]>({
    item: speaker,
    draftOf: (s) => (s ? draftOf(s) : blank),
    refetch: (current) => (current ? fetchSpeaker(current.id) : Promise.resolve(null)),
  });
  const { base, draft, setDraft, stored, send, outcome: kept, setOutcome: setKept } = item;
  const navigate = useNavigate();
  const create = useCreateSpeaker();
  const save = useSaveSpeaker(base?.id ?? 0);
  const zone = base?.time_zone ?? SCHOOL_TIME_ZONE;
  const dirty = !base || item.dirty();

  // The collision report follows the hours, days off and hiding as they are typed.
  const schedule = useSettled(
    JSON.stringify({ hours: draft.hours, days_off: draft.days_off, hidden: draft.hidden }),
    CHECK_DELAY_MS,
  );
  const collisions = useCollisions(
    base?.id ?? 0,
    JSON.parse(schedule) as StudioSpeakerCollisionQuery,
    base !== null && base.upcoming_calls > 0,
  );

  const submit = () => {
    const input = inputOf(draft);
    if (isProblem(input)) {
      item.refuse(input);
      return;
    }
    if (!base) {
      send(create, input, (created) => void navigate(`/studio/speakers/${created.id}`, { replace: true }));
      return;
    }
    send(save, { ...input, version: base.version }, (result) => {
      stored(result.speaker);
      setKept(result.collisions);
    });
  };

  return (
    <ItemLayout
      save={item}
      label={base ? `${base.first_name} ${base.last_name}` : t.newTitle}
      onSubmit={submit}
      unsaved={item.dirty()}
      sideWidth={340}
      side={
        <>
          <Card>
            {base && <Badge $tone={base.hidden ? 'neutral' : 'success'}>{base.hidden ? t.hidden : t.visible}</Badge>}
            <SaveStatus save={item} dirty={Boolean(base) && dirty} />
            <Button onClick={submit} loading={save.isPending || create.isPending} disabled={!dirty}>
              {base ? t.save : t.create}
            </Button>
          </Card>
          {kept && (
            <Card role="status" aria-label={t.saved}>
              <Title>{t.saved}</Title>
              {kept.length > 0 && <Hint>{t.collisionsKept}</Hint>}
              <Collisions list={kept} />
            </Card>
          )}
          {base && base.upcoming_calls > 0 && (dirty || !kept) && (
            <Card role="region" aria-label={t.collisionsTitle}>
              <Title>{t.collisionsTitle}</Title>
              {collisions.isError ? (
                <Hint>{t.checkFailed}</Hint>
              ) : !collisions.data ? (
                <Hint>{t.checking}</Hint>
              ) : collisions.data.results.length === 0 ? (
                <Hint>{t.noCollisions}</Hint>
              ) : (
                <>
                  <Collisions list={collisions.data.results} />
                  <Hint>{t.collisionsHint}</Hint>
                </>
              )}
            </Card>
          )}
          {base && <HistoryCard options={speakerHistoryQuery(base.id)} />}
        </>
      }
    >
      <Card>
        <Title>{t.profile}</Title>
        <ProfileForm draft={draft} onChange={(profile) => setDraft({ ...draft, ...profile })} />
        {base && <Hint>{t.staffUser(base.staff_user)}</Hint>}
      </Card>
      <Card>
        <HoursForm hours={draft.hours} zone={zone} onChange={(hours) => setDraft({ ...draft, hours })} />
      </Card>
      <Card>
        <DaysOffForm
          daysOff={draft.days_off}
          today={calendarDayIn(new Date(), zone)}
          onChange={(days_off) => setDraft({ ...draft, days_off })}
        />
      </Card>
    </ItemLayout>
  );
}

function Collisions({ list }: { list: StudioSpeakerCollision[] }) {
  if (list.length === 0) return null;
  return (
    <List>
      {list.map((c) => (
        <li key={c.call_id}>
          {t.collision(c.date, c.start, c.end, c.learner_first_name)} ({t.reasons[c.reason]})
        </li>
      ))}
    </List>
  );
}
