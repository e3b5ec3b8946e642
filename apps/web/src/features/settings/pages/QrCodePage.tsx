import { useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Download, Pencil, Printer } from 'lucide-react';
import { useFormat } from '@/shared/lib/format';
import { notify } from '@/shared/lib/notify';
import { saveQrPng, svgDataUrl, useQrSvg } from '@/shared/lib/qr';
import { allows, useShopFeatures } from '@/shared/lib/shop';
import { useAuthStore } from '@/shared/stores/auth';
import { Button } from '@/shared/ui/button';
import { ButtonLink } from '@/shared/ui/button-link';
import { FormAlert } from '@/shared/ui/form';
import { Page } from '@/shared/ui/page-title';
import { Skeleton } from '@/shared/ui/skeleton';
import { Spinner } from '@/shared/ui/spinner';
import { useQrStore } from '../api';
import { shopVCard } from '../vcard';
import '../qr-print.css';

/** What the code holds: the published store's address, or the shop as a contact card. */
type Content = { kind: 'store'; text: string; url: string; fileName: string } | { kind: 'contact'; text: string; fileName: string };

/**
 * /settings/qr — the shop's own QR code, large, to put on the counter: with a published online
 * store it opens the store; without one it is the shop's contact card (vCard: name, public phone,
 * address) that a customer's phone saves. "Download PNG" saves it big; "Print" prints it alone
 * with the shop's name (qr-print.css).
 */
export default function QrCodePage() {
  const { t } = useTranslation('settings');
  const shop = useAuthStore((s) => s.currentShop);
  const features = useShopFeatures();
  const mayOnline = allows(features, 'online-shop');
  const mayEdit = allows(features, 'settings');
  const store = useQrStore(mayOnline);

  if (!shop || (mayOnline && store.isPending)) {
    return (
      <Page title={t('nav:qrCode')} width="lg" data-testid="qr-page">
        <Skeleton className="mx-auto aspect-square w-full max-w-72" />
      </Page>
    );
  }
  const live = store.data?.published && store.data.url ? store.data : null;
  const content: Content = live?.url
    ? { kind: 'store', text: live.url, url: live.url, fileName: `${live.slug ?? 'store'}-qr.png` }
    : { kind: 'contact', text: shopVCard(shop), fileName: 'shop-contact-qr.png' };
  const missing = content.kind === 'contact' && (!shop.publicPhone || !shop.address);

  return (
    <Page
      title={t('nav:qrCode')}
      width="lg"
      data-testid="qr-page"
      intro={content.kind === 'store' ? t('qr.storeIntro') : t('qr.contactIntro')}
    >
      <QrCard name={shop.name} content={content} phone={shop.publicPhone} address={shop.address} />
      {content.kind === 'contact' ? (
        <div className="flex flex-col gap-2 text-sm text-muted-foreground">
          {mayOnline ? <p>{t('qr.storeLater')}</p> : null}
          {missing ? <p data-testid="qr-missing-details">{t('qr.missingDetails')}</p> : null}
          {missing && mayEdit ? (
            <ButtonLink to="/shop/edit" variant="outline" size="sm" className="self-start" icon={Pencil}>
              {t('qr.editShop')}
            </ButtonLink>
          ) : null}
        </div>
      ) : null}
    </Page>
  );
}

function QrCard({ name, content, phone, address }: { name: string; content: Content; phone: string | null; address: string | null }) {
  const { t } = useTranslation('settings');
  const fmt = useFormat();
  const { svg, failed } = useQrSvg(content.text);
  const [saving, setSaving] = useState(false);
  const alt = t('qr.alt', { name });
  const caption = content.kind === 'store' ? t('qr.scanStore') : t('qr.scanContact');
  const details =
    content.kind === 'store' ? [content.url] : [phone ? fmt.mobile(phone) : null, address].filter((d): d is string => Boolean(d));

  async function download() {
    setSaving(true);
    try {
      await saveQrPng(content.text, content.fileName);
    } catch {
      notify('error', t('qr.failed'));
    } finally {
      setSaving(false);
    }
  }

  if (failed) return <FormAlert message={t('qr.failed')} />;
  return (
    <>
      <section className="flex flex-col items-center gap-3 rounded-lg border border-border bg-card p-4" data-testid="qr-card">
        <h2 className="text-center text-lg font-semibold" data-testid="qr-shop-name">
          {name}
        </h2>
        {/* White under the code in both themes: a QR code is read dark on light. */}
        <div className="w-full max-w-72 rounded-md bg-white p-2">
          {svg ? (
            <img src={svgDataUrl(svg)} alt={alt} className="aspect-square w-full" data-testid="qr-image" data-kind={content.kind} />
          ) : (
            <Skeleton className="aspect-square w-full" />
          )}
        </div>
        <p className="text-center font-medium">{caption}</p>
        {details.map((d) => (
          <p key={d} className="break-all text-center text-sm text-muted-foreground" data-testid="qr-detail">
            {d}
          </p>
        ))}
        <div className="grid w-full grid-cols-2 gap-2">
          <Button onClick={() => void download()} disabled={saving || !svg} aria-busy={saving} data-testid="qr-download">
            {saving ? <Spinner /> : <Download aria-hidden="true" />}
            {t('qr.download')}
          </Button>
          <Button variant="outline" onClick={() => window.print()} disabled={!svg} data-testid="qr-print">
            <Printer aria-hidden="true" />
            {t('qr.print')}
          </Button>
        </div>
      </section>
      {svg
        ? createPortal(
            <div className="dk-qr-print" data-testid="qr-print-sheet">
              <p className="dk-qr-print-name">{name}</p>
              <img src={svgDataUrl(svg)} alt={alt} />
              <p className="dk-qr-print-caption">{caption}</p>
              {details.map((d) => (
                <p key={d} className="dk-qr-print-detail">
                  {d}
                </p>
              ))}
            </div>,
            document.body,
          )
        : null}
    </>
  );
}
