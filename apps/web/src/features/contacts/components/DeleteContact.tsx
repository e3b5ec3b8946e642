import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Trash2 } from 'lucide-react';
import type { Contact } from '@dokani/contracts';
import { parseMoney } from '@dokani/core/money';
import { notify } from '@/shared/lib/notify';
import { Button } from '@/shared/ui/button';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { useDeleteContact } from '../api';

/**
 * Delete, after a confirmation that says what will happen: the server removes a contact without
 * history, and keeps one with due entries (or other records) as inactive, its history intact.
 */
export function DeleteContact({ contact, hasHistory }: { contact: Contact; hasHistory: boolean }) {
  const { t } = useTranslation('dues');
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const remove = useDeleteContact(contact.id);
  const keeps = hasHistory || (parseMoney(contact.balance) ?? 0n) !== 0n;

  return (
    <>
      <Button variant="outline" size="compact" onClick={() => setOpen(true)} data-testid="contact-delete" aria-label={t('delete.button')}>
        <Trash2 aria-hidden="true" />
        <span className="hidden sm:inline">{t('delete.button')}</span>
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        testId="contact-delete-dialog"
        title={t('delete.title', { name: contact.name })}
        body={keeps ? t('delete.bodyKeeps') : t('delete.body')}
        confirmLabel={keeps ? t('delete.confirmDeactivate') : t('delete.confirm')}
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: (outcome) => {
              setOpen(false);
              if (outcome.kind === 'deleted') {
                notify('success', t('delete.deleted', { name: contact.name }));
                void navigate(`/contact?type=${contact.type}`, { replace: true });
              } else {
                notify('success', t('delete.deactivated', { name: contact.name }));
              }
            },
            onError: (e) => {
              setOpen(false);
              notify('error', e.message);
            },
          })
        }
      />
    </>
  );
}
