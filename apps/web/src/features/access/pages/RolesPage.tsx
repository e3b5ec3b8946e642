import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Plus } from 'lucide-react';
import { ulid } from '@dokani/core';
import type { FeatureKey } from '@dokani/contracts/features';
import type { Role } from '@dokani/contracts/access';
import { FEATURE_KEYS } from '@dokani/contracts/features';
import { TEXT_LIMITS } from '@dokani/contracts/text-limits';
import { serverFieldError, tooLongError } from '@/shared/lib/form-errors';
import { useFormat } from '@/shared/lib/format';
import { notify } from '@/shared/lib/notify';
import { Button } from '@/shared/ui/button';
import { Card } from '@/shared/ui/card';
import { ConfirmMutationDialog } from '@/shared/ui/confirm-dialog';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/shared/ui/dialog';
import { Field } from '@/shared/ui/field';
import { FormAlert, SubmitButton } from '@/shared/ui/form';
import { Input } from '@/shared/ui/input';
import { Page } from '@/shared/ui/page-title';
import { Badge, ListSkeleton, LoadError } from '@/shared/ui/states';
import { Switch } from '@/shared/ui/switch';
import { useCreateRole, useDeleteRole, useRoles, useUpdateRole } from '../api';

/** Create a role, or change one: a name and the features it may use, each in plain words. */
function RoleDialog({ role, open, onOpenChange }: { role: Role | null; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation('access');
  const create = useCreateRole();
  const update = useUpdateRole();
  const [id] = useState(() => ulid());
  const [name, setName] = useState(role?.name ?? '');
  const [features, setFeatures] = useState<readonly FeatureKey[]>(role?.features ?? []);
  const [error, setError] = useState<{ name?: string; form?: string }>({});
  const pending = create.isPending || update.isPending;

  async function save() {
    const tooLong = tooLongError(name, TEXT_LIMITS.roleName);
    if (!name.trim()) return setError({ name: t('validation:required') });
    if (tooLong) return setError({ name: tooLong });
    try {
      if (role)
        await update.mutateAsync({
          id: role.id,
          patch: { ...(name.trim() !== role.name ? { name: name.trim() } : {}), features: [...features] },
        });
      else await create.mutateAsync({ id, name: name.trim(), features: [...features] });
      notify('success', t(role ? 'roles.saved' : 'roles.created'));
      onOpenChange(false);
    } catch (caught) {
      const nameError = serverFieldError(caught, 'name');
      setError(nameError ? { name: nameError } : { form: caught instanceof Error ? caught.message : t('common:errors.unknown') });
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('common:actions.close')} className="max-h-[90dvh] overflow-y-auto" data-testid="role-dialog">
        <DialogHeader>
          <DialogTitle>{role ? role.name : t('roles.new')}</DialogTitle>
          <DialogDescription>{t('roles.intro')}</DialogDescription>
        </DialogHeader>
        <form
          className="flex flex-col gap-4"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
        >
          <Field label={t('roles.name')} error={error.name}>
            <Input
              value={name}
              autoComplete="off"
              data-testid="role-name"
              onChange={(e) => {
                setName(e.target.value);
                setError({});
              }}
            />
          </Field>
          <fieldset className="flex flex-col gap-1">
            <legend className="mb-1 font-medium">{t('roles.features')}</legend>
            {FEATURE_KEYS.map((f) => {
              const on = features.includes(f);
              const labelId = `role-feature-${f}`;
              return (
                <div key={f} className="flex items-start justify-between gap-3 rounded-md py-2">
                  <div className="min-w-0">
                    <p id={labelId} className="font-medium">
                      {t(`features.${f}.name`)}
                    </p>
                    <p id={`${labelId}-hint`} className="text-sm text-muted-foreground">
                      {t(`features.${f}.hint`)}
                    </p>
                  </div>
                  <Switch
                    on={on}
                    labelledBy={labelId}
                    describedBy={`${labelId}-hint`}
                    testId={`role-feature-${f}`}
                    onToggle={() => setFeatures((cur) => (on ? cur.filter((x) => x !== f) : [...cur, f]))}
                  />
                </div>
              );
            })}
          </fieldset>
          <FormAlert message={error.form} />
          <SubmitButton pending={pending} data-testid="role-save">
            {t('roles.save')}
          </SubmitButton>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function RoleRow({ role }: { role: Role }) {
  const { t } = useTranslation('access');
  const fmt = useFormat();
  const remove = useDeleteRole();
  const [editing, setEditing] = useState(false);
  const [confirm, setConfirm] = useState(false);
  const inUse = role.memberCount > 0;
  return (
    <li data-testid="role-row" className="flex flex-col gap-2 py-3">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 font-medium">
            <span className="break-words">{role.name}</span>
            {role.ready ? <Badge tone="neutral">{t('roles.ready')}</Badge> : null}
          </p>
          <p className="text-sm text-muted-foreground">
            {inUse ? t('roles.inUse', { count: role.memberCount, n: fmt.number(role.memberCount) }) : t('roles.unused')}
          </p>
          <p className="mt-1 text-sm">
            {role.features.length ? role.features.map((f) => t(`features.${f}.name`)).join(' · ') : t('roles.noFeatures')}
          </p>
        </div>
        <div className="flex shrink-0 gap-1">
          <Button
            size="sm"
            variant="outline"
            onClick={() => setEditing(true)}
            data-testid="role-edit"
            aria-label={`${t('roles.edit')}: ${role.name}`}
          >
            {t('roles.edit')}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            className="text-destructive"
            disabled={inUse}
            title={inUse ? t('roles.cannotDelete') : undefined}
            onClick={() => setConfirm(true)}
            data-testid="role-delete"
            aria-label={`${t('roles.delete')}: ${role.name}`}
          >
            {t('roles.delete')}
          </Button>
        </div>
      </div>
      {inUse ? <p className="text-xs text-muted-foreground">{t('roles.cannotDelete')}</p> : null}
      {editing ? <RoleDialog role={role} open={editing} onOpenChange={setEditing} /> : null}
      <ConfirmMutationDialog
        open={confirm}
        onOpenChange={setConfirm}
        title={t('roles.deleteTitle', { name: role.name })}
        body={t('roles.deleteBody')}
        confirmLabel={t('roles.delete')}
        testId="role-delete"
        mutation={remove}
        variables={role.id}
        done={t('roles.deleted')}
      />
    </li>
  );
}

/** /access-management/roles: the shop's roles and what each may do. */
export default function RolesPage() {
  const { t } = useTranslation('access');
  const roles = useRoles();
  const [creating, setCreating] = useState(false);
  return (
    <Page data-testid="roles-page" title={t('roles.title')} intro={t('roles.intro')}>
      <div>
        <Button onClick={() => setCreating(true)} data-testid="role-new">
          <Plus aria-hidden="true" />
          {t('roles.new')}
        </Button>
      </div>
      <Card className="p-4">
        {roles.isPending ? (
          <ListSkeleton rows={3} className="h-16" />
        ) : roles.isError ? (
          <LoadError error={roles.error} onRetry={() => void roles.refetch()} />
        ) : (
          <ul className="divide-y divide-border" data-testid="roles-list">
            {roles.data.map((r) => (
              <RoleRow key={r.id} role={r} />
            ))}
          </ul>
        )}
      </Card>
      {creating ? <RoleDialog role={null} open={creating} onOpenChange={setCreating} /> : null}
    </Page>
  );
}
