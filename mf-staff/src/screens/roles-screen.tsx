import { useDeferredValue, useState } from 'react';
import styled from 'styled-components';
import type { StaffRole, StaffUser } from '@app/staff-contract';
import { confirmAction } from '@app/shared/telegram';
import { Button, Card, EmptyState, Hint, Page, QueryView, Title } from '@app/shared/ui';
import { useChangeRole, useStaffSpeakers, useStaffUsers } from '../api/roles';
import { StaffGate } from '../components/staff-gate';
import { personName } from '../components/time';
import { text } from '../text';

const t = text.roles;
const ROLES: StaffRole[] = ['admin', 'teacher', 'organiser', 'speaker', 'editor'];
const Input = styled.input`
  font: inherit; padding: 10px 12px; border-radius: 10px; border: 1px solid ${({ theme }) => theme.colors.separator};
  background: ${({ theme }) => theme.colors.bg}; color: ${({ theme }) => theme.colors.text};
`;
const Select = styled.select`font: inherit; padding: 8px; border-radius: 10px; min-height: 44px;`;
// The speaker's picker and its grant button, apart and wrapping on a phone (they touched at 390 px).
const SpeakerGrant = styled.span`display: inline-flex; gap: 8px; flex-wrap: wrap; align-items: center;`;
const Actions = styled.div`display: flex; gap: 8px; flex-wrap: wrap;`;
const Problem = styled.p`margin: 0; color: ${({ theme }) => theme.colors.destructive};`;

/** /staff/roles (admins): find a user who has opened the app by name or @username and change their roles. */
export function RolesScreen() {
  return <StaffGate need="admin">{() => <Roles />}</StaffGate>;
}

function Roles() {
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search.trim());
  const users = useStaffUsers(deferred);
  return (
    <Page back="/staff" title={t.title}>
      <Input
        aria-label={t.searchLabel}
        placeholder={t.search}
        value={search}
        maxLength={100}
        onChange={(e) => setSearch(e.target.value)}
      />
      {!deferred && <Hint>{t.staffOnly}</Hint>}
      <QueryView query={users} loading={text.loading} errorTitle={text.loadFailed} retryLabel={text.retry}>
        {(data) =>
          data.results.length === 0 ? (
            <EmptyState>{t.empty}</EmptyState>
          ) : (
            data.results.map((u) => <UserCard key={u.id} user={u} />)
          )
        }
      </QueryView>
    </Page>
  );
}

/** What a change of someone's role is: a grant (with the speakers row for 'speaker') or a revoke. */
type Change = { role: StaffRole; grant: boolean; speakerId?: number };

function UserCard({ user }: { user: StaffUser }) {
  const change = useChangeRole();
  const speakers = useStaffSpeakers();
  const [speakerId, setSpeakerId] = useState<number | ''>('');
  // The last revoke, undone by granting it again (with the same speakers row).
  const [revoked, setRevoked] = useState<Change | null>(null);
  const held = new Map(user.roles.map((r) => [r.role, r]));
  const name = personName(user);
  const apply = ({ role, grant, speakerId: speaker }: Change) =>
    change.mutate(
      { userId: user.id, role, grant, speakerId: speaker },
      { onSuccess: () => setRevoked(grant ? null : { role, grant: true, speakerId: held.get(role)?.speaker_id ?? undefined }) },
    );
  // Taking a role away, or giving the one that can take every role away, is asked first; other grants are one tap (and one tap to revoke).
  const ask = async (next: Change) => {
    const roleName = t.names[next.role]!;
    const question = !next.grant
      ? {
          title: t.revokeTitle(roleName),
          message: t.revokeMessage(name, t.parts[next.role]!),
          confirm: t.revokeConfirm,
          destructive: true,
        }
      : next.role === 'admin'
        ? { title: t.grantAdminTitle, message: t.grantAdminMessage(name), confirm: t.grantConfirm }
        : null;
    if (question && !(await confirmAction(question))) return;
    apply(next);
  };
  return (
    <Card role="group" aria-label={name}>
      <Title>{name}</Title>
      {user.username && <Hint>@{user.username}</Hint>}
      <Hint>{user.roles.map((r) => `${t.names[r.role]}${r.source === 'env' ? ` (${t.fromEnv})` : ''}`).join(', ')}</Hint>
      <Actions>
        {ROLES.map((role) => {
          const grant = held.get(role);
          if (grant?.source === 'env') return null;
          if (grant)
            return (
              <Button key={role} variant="secondary" loading={change.isPending} onClick={() => void ask({ role, grant: false })}>
                {t.revoke(t.names[role]!)}
              </Button>
            );
          if (role === 'speaker')
            return (
              <SpeakerGrant key={role}>
                <Select
                  aria-label={t.speaker}
                  value={speakerId}
                  onChange={(e) => setSpeakerId(e.target.value ? Number(e.target.value) : '')}
                >
                  <option value="">{t.speaker}</option>
                  {speakers.data?.results
                    .filter((s) => s.linked_user_id === null)
                    .map((s) => (
                      <option key={s.id} value={s.id}>
                        {personName(s)}
                      </option>
                    ))}
                </Select>
                <Button
                  variant="secondary"
                  disabled={speakerId === ''}
                  loading={change.isPending}
                  onClick={() => void ask({ role, grant: true, speakerId: Number(speakerId) })}
                >
                  {t.grant(t.names[role]!)}
                </Button>
              </SpeakerGrant>
            );
          return (
            <Button key={role} variant="secondary" loading={change.isPending} onClick={() => void ask({ role, grant: true })}>
              {t.grant(t.names[role]!)}
            </Button>
          );
        })}
      </Actions>
      {revoked && !held.has(revoked.role) && (
        <Actions role="status">
          <Hint>{t.revoked(name, t.names[revoked.role]!)}</Hint>
          <Button variant="secondary" loading={change.isPending} onClick={() => apply(revoked)}>
            {t.undo}
          </Button>
        </Actions>
      )}
      {change.isError && <Problem role="alert">{t.failed}</Problem>}
    </Card>
  );
}
