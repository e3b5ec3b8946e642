import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ChevronRight, ExternalLink, ImageIcon } from 'lucide-react';
import type { OnlineShop } from '@dokani/contracts/online-shop';
import { useFormat } from '@/shared/lib/format';
import { notify } from '@/shared/lib/notify';
import { ButtonAnchor } from '@/shared/ui/button-link';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/shared/ui/card';
import { ErrorText, Field } from '@/shared/ui/field';
import { FormAlert, SubmitButton } from '@/shared/ui/form';
import { Input } from '@/shared/ui/input';
import { Switch } from '@/shared/ui/switch';
import { useUpdateOnlineShop } from '../api';
import { serverErrors, type FieldErrors } from '../errors';
import { StorePage } from '../components/StorePage';
import {
  SOCIAL_KEYS,
  checkStore,
  cleanSlug,
  previewUrl,
  storeField,
  storeFormValues,
  storePatch,
  typedSlugProblem,
  type StoreField,
  type StoreFormValues,
} from '../store-form';

function Section({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader className="p-4 pb-3 sm:p-5 sm:pb-3">
        <CardTitle>{title}</CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent className="flex flex-col gap-4 p-4 pt-0 sm:p-5 sm:pt-0">{children}</CardContent>
    </Card>
  );
}

/** The web address, publishing, details, social links and domain; Save sends only what changed. */
function StoreSettingsForm({ saved }: { saved: OnlineShop }) {
  const { t } = useTranslation('online');
  const { lang } = useFormat();
  const update = useUpdateOnlineShop();
  const [values, setValues] = useState<StoreFormValues>(() => storeFormValues(saved, lang));
  const [errors, setErrors] = useState<FieldErrors<StoreField>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const focusProblem = useRef(false);
  const slug = cleanSlug(values.slug);
  const preview = previewUrl(saved, slug);
  const dirty = Object.keys(storePatch(saved, values)).length > 0 || slug !== (saved.slug ?? '');

  // A refused save puts the focus on the first field with a problem.
  useEffect(() => {
    if (!focusProblem.current) return;
    focusProblem.current = false;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  const change = <F extends StoreField>(f: F, v: StoreFormValues[F]) => {
    setValues((old) => ({ ...old, [f]: v }));
    // The address says at once what can never be in one (a space); the rest is checked on Save.
    const live = f === 'slug' ? typedSlugProblem(String(v)) : null;
    if (live || errors[f]) setErrors((old) => ({ ...old, [f]: live ?? undefined }));
  };
  const text = (f: Exclude<StoreField, 'published' | 'checkoutOtp'>) => ({
    value: values[f],
    'data-testid': `store-${f}`,
    onChange: (e: { target: { value: string } }) => change(f, e.target.value),
  });

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (update.isPending || !dirty) return;
    setFormError(null);
    const problems = checkStore(values, saved);
    focusProblem.current = true;
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    try {
      const answer = await update.mutateAsync(storePatch(saved, values));
      setValues(storeFormValues(answer, lang));
      notify('success', t('settings.saved'));
    } catch (caught) {
      const placed = serverErrors(caught, storeField, { SLUG_TAKEN: 'slug' });
      focusProblem.current = true;
      setErrors(placed.fields);
      setFormError(placed.form);
    }
  }

  return (
    <form ref={formRef} noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4" data-testid="store-settings-form">
      <Section title={t('settings.addressTitle')}>
        <Field label={t('settings.slug')} hint={t('settings.slugHint')} error={errors.slug ?? null}>
          <Input
            autoComplete="off"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            placeholder="mayer-doa-store"
            {...text('slug')}
          />
        </Field>
        <div className="rounded-md border border-border bg-muted/50 p-3" data-testid="store-preview">
          <p className="text-sm text-muted-foreground">{t('settings.preview')}</p>
          {preview ? (
            <p className="break-all font-medium" data-testid="store-preview-url">
              {preview}
            </p>
          ) : (
            <p className="text-sm">{t('settings.previewEmpty')}</p>
          )}
        </div>
        <div className="flex flex-col gap-1">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <p id="store-published-label" className="font-medium">
                {t('settings.published')}
              </p>
              <p id="store-published-hint" className="text-sm text-muted-foreground">
                {values.published ? t('settings.publishedOn') : t('settings.publishedOff')}
                {values.published !== saved.published ? ` ${t('settings.publishedChanged')}` : ''}
              </p>
            </div>
            <Switch
              on={values.published}
              labelledBy="store-published-label"
              describedBy={errors.published ? 'store-published-hint store-published-error' : 'store-published-hint'}
              testId="store-published"
              onToggle={() => change('published', !values.published)}
            />
          </div>
          <ErrorText id="store-published-error" error={errors.published} testId="store-published-error" />
        </div>
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <p id="store-otp-label" className="font-medium">
              {t('settings.checkoutOtp')}
            </p>
            <p id="store-otp-hint" className="text-sm text-muted-foreground">
              {t('settings.checkoutOtpHint')}
            </p>
          </div>
          <Switch
            on={values.checkoutOtp}
            labelledBy="store-otp-label"
            describedBy="store-otp-hint"
            testId="store-checkout-otp"
            onToggle={() => change('checkoutOtp', !values.checkoutOtp)}
          />
        </div>
        {saved.published && saved.url ? (
          <ButtonAnchor variant="outline" className="self-start" href={saved.url} data-testid="store-view" newTab icon={ExternalLink}>
            {t('settings.viewStore')}
          </ButtonAnchor>
        ) : null}
      </Section>

      <Section title={t('settings.infoTitle')}>
        <Field label={t('settings.name')} error={errors.name ?? null}>
          <Input autoComplete="organization" {...text('name')} />
        </Field>
        <Field label={t('settings.address')} error={errors.address ?? null}>
          <Input autoComplete="street-address" placeholder={t('settings.addressPlaceholder')} {...text('address')} />
        </Field>
        <Field label={t('settings.mobile')} hint={t('settings.mobileHint')} error={errors.mobile ?? null}>
          <Input inputMode="tel" autoComplete="tel" placeholder={lang === 'bn' ? '০১৭১২৩৪৫৬৭৮' : '01712345678'} {...text('mobile')} />
        </Field>
      </Section>

      <Section title={t('settings.socialTitle')} description={t('settings.socialHint')}>
        {SOCIAL_KEYS.map((k) => (
          <Field key={k} label={t(`settings.social.${k}`)} error={errors[k] ?? null}>
            <Input
              type="url"
              inputMode="url"
              autoComplete="url"
              autoCapitalize="none"
              spellCheck={false}
              placeholder={`https://${k}.com/…`}
              {...text(k)}
            />
          </Field>
        ))}
      </Section>

      <Section title={t('settings.domainTitle')}>
        <p className="break-all font-medium" data-testid="store-domain">
          {saved.domain ?? t('settings.domainNone')}
        </p>
        <p className="text-sm text-muted-foreground">
          {t('settings.domainNote')}{' '}
          <Link to="/contact-support" className="font-medium text-primary underline-offset-4 hover:underline">
            {t('settings.domainAsk')}
          </Link>
        </p>
      </Section>

      <FormAlert message={formError} />
      <SubmitButton
        pending={update.isPending}
        disabled={update.isPending || !dirty}
        title={dirty ? undefined : t('nothingChanged')}
        data-testid="store-save"
      >
        {t('settings.save')}
      </SubmitButton>
    </form>
  );
}

/** The way to the banner's page (/online-shop/settings/banner-update), with whether the store has one. */
function BannerLink({ shop }: { shop: OnlineShop }) {
  const { t } = useTranslation('online');
  return (
    <Link
      to="/online-shop/settings/banner-update"
      className="flex min-h-16 items-center gap-3 rounded-lg border border-border bg-card p-3 shadow-sm transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring sm:p-4"
      data-testid="store-banner-link"
    >
      <span className="flex h-10 w-16 shrink-0 items-center justify-center overflow-hidden rounded-md bg-muted text-muted-foreground">
        {shop.bannerUrl ? (
          <img src={shop.bannerUrl} alt="" className="size-full object-cover" />
        ) : (
          <ImageIcon aria-hidden="true" className="size-5" />
        )}
      </span>
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="font-medium">{t('nav:online.banner')}</span>
        <span className="text-sm text-muted-foreground">{shop.bannerUrl ? t('settings.bannerSet') : t('settings.bannerNone')}</span>
      </span>
      <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
    </Link>
  );
}

/** /online-shop/settings: the store's web address, publishing, details, links and domain; the way to its banner on top. */
export default function StoreSettingsPage() {
  const { t } = useTranslation('online');
  return (
    <StorePage title={t('nav:online.settings')} intro={t('settings.intro')} testId="store-settings-page">
      {(shop) => (
        <>
          <BannerLink shop={shop} />
          <StoreSettingsForm saved={shop} />
        </>
      )}
    </StorePage>
  );
}
