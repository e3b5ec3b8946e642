import { useTranslation } from 'react-i18next';
import { Share2 } from 'lucide-react';
import { useFormat } from '@/shared/lib/format';
import { notify } from '@/shared/lib/notify';
import { Button } from '@/shared/ui/button';
import { Spinner } from '@/shared/ui/spinner';
import { useReferral } from '../api';

/** The invite link of a referral code: the sign-in page on this app's own address remembers `ref`. */
export const inviteLink = (code: string): string => `${window.location.origin}/auth?ref=${encodeURIComponent(code)}`;

/**
 * "Refer / invite": the user's code, their invite link and how many joined through it; "Share"
 * hands a ready message to the phone's share sheet (Web Share), or copies it where there is none.
 */
export function ReferRow() {
  const { t } = useTranslation('settings');
  const fmt = useFormat();
  const referral = useReferral();
  const link = referral.data ? inviteLink(referral.data.code) : null;

  async function share(url: string) {
    const message = t('refer.message');
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: t('refer.title'), text: message, url });
        return;
      } catch (e) {
        // closed by the user: nothing to do; anything else falls back to copying
        if (e instanceof DOMException && e.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(`${message} ${url}`);
      notify('success', t('refer.copied'));
    } catch {
      notify('error', t('refer.copyFailed', { link: url }));
    }
  }

  return (
    <li className="px-4 py-3" data-testid="settings-refer">
      <div className="flex gap-3">
        <Share2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <div>
            <p className="font-medium">{t('rows.refer')}</p>
            <p className="text-sm text-muted-foreground">{t('refer.explain')}</p>
          </div>
          {referral.isPending ? (
            <Spinner />
          ) : !referral.data || !link ? (
            <div className="flex flex-wrap items-center gap-2 text-sm">
              <span className="text-destructive">{t('refer.loadFailed')}</span>
              <Button variant="outline" size="sm" onClick={() => void referral.refetch()}>
                {t('refer.retry')}
              </Button>
            </div>
          ) : (
            <>
              <dl className="grid gap-2 rounded-md bg-muted p-3 text-sm">
                <div>
                  <dt className="text-muted-foreground">{t('refer.code')}</dt>
                  <dd className="font-mono text-lg font-semibold tracking-widest" data-testid="settings-refer-code">
                    {referral.data.code}
                  </dd>
                </div>
                <div>
                  <dt className="text-muted-foreground">{t('refer.link')}</dt>
                  <dd className="break-all" data-testid="settings-refer-link">
                    {link}
                  </dd>
                </div>
              </dl>
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="text-sm" data-testid="settings-refer-joined">
                  {t('refer.joined', { n: fmt.number(referral.data.joined) })}
                </p>
                <Button variant="outline" size="sm" onClick={() => void share(link)} data-testid="settings-refer-share">
                  <Share2 aria-hidden="true" />
                  {t('refer.share')}
                </Button>
              </div>
            </>
          )}
        </div>
      </div>
    </li>
  );
}
