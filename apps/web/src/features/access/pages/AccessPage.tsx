import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KeyRound, Share2, UserPlus } from 'lucide-react';
import { ulid } from '@dokani/core';
import type { Member, Role } from '@dokani/contracts/access';
import { cn } from '@/shared/lib/cn';
import { useFormat } from '@/shared/lib/format';
import { serverFieldError } from '@/shared/lib/form-errors';
import { notify } from '@/shared/lib/notify';
import { useAuthStore } from '@/shared/stores/auth';
import { Button } from '@/shared/ui/button';
import { ButtonLink } from '@/shared/ui/button-link';
import { Card } from '@/shared/ui/card';
import { ConfirmMutationDialog } from '@/shared/ui/confirm-dialog';
import { Field } from '@/shared/ui/field';
import { FormAlert, SubmitButton } from '@/shared/ui/form';
import { Input, inputClass } from '@/shared/ui/input';
import { Page } from '@/shared/ui/page-title';
import { Badge, ListSkeleton, LoadError } from '@/shared/ui/states';
import { useAddMember, useChangeRole, useMembers, useRemoveMember, useRoles } from '../api';

/** The app's address and a ready message, sent with Web Share where the browser has it, copied otherwise. */
function ShareAppLink() {
  const { t } = useTranslation('access');
  const shop = useAuthStore((s) => s.currentShop);
  async function share() {
    const url = window.location.origin;
    const text = t('people.shareText', { shop: shop?.name ?? '', url });
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ text });
        return;
      } catch {
        // cancelled or not allowed: copy instead
      }
    }
    try {
      await navigator.clipboard.writeText(text);
      notify('success', t('people.copied'));
    } catch {
      notify('error', t('common:errors.unknown'));
    }
  }
  return (
    <Button variant="outline" onClick={() => void share()} data-testid="access-share">
      <Share2 aria-hidden="true" />
      {t('people.share')}
    </Button>
  );
}

function AddPerson({ roles }: { roles: readonly Role[] }) {
  const { t } = useTranslation('access');
  const fmt = useFormat();
  const add = useAddMember();
  const [id, setId] = useState(() => ulid());
  const [mobile, setMobile] = useState('');
  const [roleId, setRoleId] = useState('');
  const [error, setError] = useState<{ mobile?: string; roleId?: string; form?: string }>({});

  async function submit() {
    setError({});
    if (!roleId) return setError({ roleId: t('validation:required') });
    try {
      const member = await add.mutateAsync({ id, mobile, roleId });
      notify('success', t(member.invited ? 'people.addedInvited' : 'people.added', { mobile: fmt.mobile(member.mobile) }));
      setMobile('');
      setId(ulid());
    } catch (caught) {
      const mobileError = serverFieldError(caught, 'mobile');
      const roleError = serverFieldError(caught, 'roleId');
      setError(
        mobileError || roleError
          ? { mobile: mobileError ?? undefined, roleId: roleError ?? undefined }
          : { form: caught instanceof Error ? caught.message : t('common:errors.unknown') },
      );
    }
  }

  return (
    <Card className="p-4">
      <h2 className="mb-3 text-lg font-semibold">{t('people.addTitle')}</h2>
      <form
        className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-start"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Field id="access-mobile" label={t('people.mobile')} hint={t('people.mobileHint')} error={error.mobile}>
          <Input
            id="access-mobile"
            inputMode="tel"
            autoComplete="off"
            data-testid="access-mobile"
            value={mobile}
            required
            onChange={(e) => {
              setMobile(e.target.value);
              setError({});
            }}
          />
        </Field>
        <Field id="access-role" label={t('people.role')} error={error.roleId}>
          <select
            id="access-role"
            data-testid="access-role"
            className={inputClass}
            value={roleId}
            onChange={(e) => setRoleId(e.target.value)}
          >
            <option value="">{t('people.chooseRole')}</option>
            {roles.map((r) => (
              <option key={r.id} value={r.id}>
                {r.name}
              </option>
            ))}
          </select>
        </Field>
        <SubmitButton pending={add.isPending} className="sm:mt-7" data-testid="access-add">
          <UserPlus aria-hidden="true" />
          {t('people.add')}
        </SubmitButton>
      </form>
      <FormAlert message={error.form} />
    </Card>
  );
}

function PersonRow({ member, roles, me }: { member: Member; roles: readonly Role[]; me: boolean }) {
  const { t } = useTranslation('access');
  const fmt = useFormat();
  const change = useChangeRole();
  const remove = useRemoveMember();
  const [confirm, setConfirm] = useState(false);
  const name = member.name ?? fmt.mobile(member.mobile);
  const selectId = `access-role-${member.id}`;

  function changeRole(roleId: string) {
    change.mutate(
      { id: member.id, roleId },
      { onSuccess: () => notify('success', t('people.roleChanged')), onError: (e) => notify('error', e.message) },
    );
  }

  return (
    <li data-testid="access-person" className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          <span className="break-words">{member.name ?? t('people.noName')}</span>
          {me ? <Badge tone="neutral">{t('people.you')}</Badge> : null}
          {member.invited ? <Badge tone="warning">{t('people.invited')}</Badge> : null}
        </p>
        <p className="text-sm text-muted-foreground">
          {fmt.mobile(member.mobile)} · {t('people.since', { date: fmt.date(new Date(member.addedAt)) })}
        </p>
      </div>
      {member.isOwner ? (
        <Badge tone="ok">{t('people.owner')}</Badge>
      ) : (
        <div className="flex items-center gap-2">
          <label htmlFor={selectId} className="sr-only">
            {t('people.changeRole', { name })}
          </label>
          <select
            id={selectId}
            data-testid="access-person-role"
            className={cn(inputClass, 'w-auto min-w-40')}
            value={member.roleId ?? ''}
            disabled={me || change.isPending}
            onChange={(e) => changeRole(e.target.value)}
          >
            {roles.map((r) => (
              <option key={r.id} value={r.id}>
                {r.name}
              </option>
            ))}
          </select>
          <Button
            variant="ghost"
            className="text-destructive"
            onClick={() => setConfirm(true)}
            data-testid="access-remove"
            aria-label={`${t('people.remove')}: ${name}`}
          >
            {t('people.remove')}
          </Button>
          <ConfirmMutationDialog
            open={confirm}
            onOpenChange={setConfirm}
            title={t('people.removeTitle', { name })}
            body={t('people.removeBody')}
            confirmLabel={t('people.removeConfirm')}
            testId="access-remove"
            mutation={remove}
            variables={member.id}
            done={t('people.removed')}
          />
        </div>
      )}
    </li>
  );
}

/** /access-management: the shop's people, adding one by mobile, their roles, removing access. */
export default function AccessPage() {
  const { t } = useTranslation('access');
  const members = useMembers();
  const roles = useRoles();
  const userId = useAuthStore((s) => s.user?.id);

  return (
    <Page data-testid="access-page" title={t('people.title')} back={false} intro={t('people.intro')}>
      <div className="flex flex-wrap gap-2">
        <ButtonLink variant="outline" to="/access-management/roles" data-testid="access-roles-link" icon={KeyRound}>
          {t('people.rolesLink')}
        </ButtonLink>
        <ShareAppLink />
      </div>
      {roles.data ? <AddPerson roles={roles.data} /> : null}
      <Card className="p-4">
        <h2 className="text-lg font-semibold">{t('people.listTitle')}</h2>
        {members.isPending || roles.isPending ? (
          <ListSkeleton rows={3} className="h-14" />
        ) : members.isError ? (
          <LoadError error={members.error} onRetry={() => void members.refetch()} />
        ) : roles.isError ? (
          <LoadError error={roles.error} onRetry={() => void roles.refetch()} />
        ) : (
          <ul className="divide-y divide-border" data-testid="access-people">
            {members.data.map((m) => (
              <PersonRow key={m.id} member={m} roles={roles.data} me={m.userId === userId} />
            ))}
          </ul>
        )}
      </Card>
    </Page>
  );
}
