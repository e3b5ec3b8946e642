import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Camera, Trash2 } from 'lucide-react';
import type { Contact } from '@dokani/contracts';
import { useFormat } from '@/shared/lib/format';
import { ApiError } from '@/shared/lib/http';
import { notify } from '@/shared/lib/notify';
import { Button } from '@/shared/ui/button';
import { PhotoBusy, PhotoInput } from '@/shared/ui/photo-picker';
import { MAX_PHOTO_MB, photoTypeOk, readyPhoto } from '@/shared/lib/photos';
import { useRemoveContactPhoto, useSetContactPhoto } from '../api';
import { ContactAvatar } from './ContactAvatar';
import { ErrorText } from '@/shared/ui/field';

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
    const photo = await readyPhoto(file);
    if (!photo) {
      setProblem(t('photo.sizeError', { mb: fmt.number(MAX_PHOTO_MB) }));
      return;
    }
    upload.mutate(
      { file: photo.blob, name: photo.name },
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
        {busy ? <PhotoBusy label={t('photo.working')} className="rounded-full" /> : null}
      </div>
      <PhotoInput ref={input} testId="contact-photo-input" onFiles={([file]) => void put(file)} />
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
      <ErrorText error={problem} testId="contact-photo-problem" className="max-w-60 text-center" />
    </div>
  );
}
