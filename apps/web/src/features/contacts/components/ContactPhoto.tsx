import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Camera, Trash2 } from 'lucide-react';
import type { Contact } from '@dokani/contracts';
import { useFormat } from '@/shared/lib/format';
import { ApiError } from '@/shared/lib/http';
import { notify } from '@/shared/lib/notify';
import { Button } from '@/shared/ui/button';
import { Spinner } from '@/shared/ui/spinner';
import { MAX_PHOTO_BYTES, PHOTO_TYPES, photoTypeOk, shrinkPhoto, uploadName } from '@/shared/lib/photos';
import { useRemoveContactPhoto, useSetContactPhoto } from '../api';
import { ContactAvatar } from './ContactAvatar';

/** The contact's photo, large, with "add / change photo" (phone camera or gallery) and "remove photo". */
export function ContactPhoto({ contact }: { contact: Contact }) {
  const { t } = useTranslation('dues');
  const fmt = useFormat();
  const input = useRef<HTMLInputElement>(null);
  const upload = useSetContactPhoto(contact.id);
  const remove = useRemoveContactPhoto(contact.id);
  const [problem, setProblem] = useState<string | null>(null);
  const busy = upload.isPending || remove.isPending;

  async function put(file: File) {
    setProblem(null);
    if (!photoTypeOk(file)) {
      setProblem(t('photo.typeError'));
      return;
    }
    const blob = await shrinkPhoto(file);
    if (blob.size > MAX_PHOTO_BYTES) {
      setProblem(t('photo.sizeError', { mb: fmt.number(MAX_PHOTO_BYTES / 1024 / 1024) }));
      return;
    }
    upload.mutate(
      { file: blob, name: uploadName(file, blob) },
      {
        onSuccess: () => notify('success', t('photo.saved')),
        onError: (e) => setProblem(e instanceof ApiError ? e.message : t('common:errors.unknown')),
      },
    );
  }

  return (
    <div className="flex flex-col items-center gap-2" data-testid="contact-photo">
      <div className="relative">
        <ContactAvatar
          contact={contact}
          alt={contact.photoUrl ? t('photo.alt', { name: contact.name }) : ''}
          className="size-24 text-3xl"
        />
        {busy ? (
          <span
            className="absolute inset-0 flex items-center justify-center rounded-full bg-background/60"
            role="status"
            aria-label={t('photo.working')}
          >
            <Spinner />
          </span>
        ) : null}
      </div>
      <input
        ref={input}
        type="file"
        accept={PHOTO_TYPES.join(',')}
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        data-testid="contact-photo-input"
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) void put(file);
        }}
      />
      <div className="flex flex-wrap justify-center gap-1">
        <Button variant="ghost" size="sm" disabled={busy} onClick={() => input.current?.click()} data-testid="contact-photo-change">
          <Camera aria-hidden="true" />
          {contact.photoUrl ? t('photo.change') : t('photo.add')}
        </Button>
        {contact.photoUrl ? (
          <Button
            variant="ghost"
            size="sm"
            disabled={busy}
            data-testid="contact-photo-remove"
            onClick={() => {
              setProblem(null);
              remove.mutate(undefined, {
                onSuccess: () => notify('success', t('photo.removed')),
                onError: (e) => setProblem(e.message),
              });
            }}
          >
            <Trash2 aria-hidden="true" />
            {t('photo.remove')}
          </Button>
        ) : null}
      </div>
      {problem ? (
        <p role="alert" className="max-w-60 text-center text-sm font-medium text-destructive" data-testid="contact-photo-problem">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
