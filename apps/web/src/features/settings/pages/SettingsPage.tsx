import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BarChart3,
  CreditCard,
  FileArchive,
  GraduationCap,
  Headset,
  Languages,
  LogOut,
  Palette,
  Pencil,
  QrCode,
  Repeat,
  ScrollText,
} from 'lucide-react';
import type { Language } from '@dokani/i18n';
import { useSignOut } from '@/features/auth';
import { allows, useShopFeatures } from '@/shared/lib/shop';
import { currentLanguage, i18n, loadNamespaces, setLanguage } from '@/shared/lib/i18n';
import { useFormat } from '@/shared/lib/format';
import { useAuthStore } from '@/shared/stores/auth';
import { THEMES, useThemeStore, type Theme } from '@/shared/stores/theme';
import { PageTitle } from '@/shared/ui/page-title';
import { PageSkeleton } from '@/shared/ui/skeleton';
import { ControlRow, LinkRow, Section, Segmented } from '../components/SettingsRow';
import { AppLinkRows, FeedbackRow } from '../components/HelpRows';
import { ReferRow } from '../components/ReferRow';
import { NegativeStockRow } from '../components/NegativeStockRow';
import { SmsLanguageRow } from '../components/SmsLanguageRow';
import { PrintAfterSaleRow, ReceiptFooterRow, ReceiptPaperRow } from '../components/ReceiptRows';

/**
 * /settings: the spec's list. Language, theme, shop switching, the QR code, feedback, the links the
 * server is configured with, refer / invite, contact and logout work; rows of features not built
 * yet say so. Its words are the lazy 'settings' namespace
 * (lazy-namespaces.ts): fetched here, so the sign-in page does not carry them.
 */
export default function SettingsPage() {
  const { t } = useTranslation();
  const [textsReady, setTextsReady] = useState(() => i18n.hasResourceBundle(currentLanguage(), 'settings'));
  useEffect(() => {
    if (!textsReady) void loadNamespaces(['settings']).then(() => setTextsReady(true));
  }, [textsReady]);
  return textsReady ? <Settings /> : <PageSkeleton label={t('pageLoading')} />;
}

function Settings() {
  const { t, i18n } = useTranslation('settings');
  const fmt = useFormat();
  const signOut = useSignOut();
  const theme = useThemeStore((s) => s.theme);
  const setTheme = useThemeStore((s) => s.setTheme);
  const shop = useAuthStore((s) => s.currentShop);
  const mobile = useAuthStore((s) => s.user?.mobile ?? null);
  const lang: Language = i18n.language === 'en' ? 'en' : 'bn';
  // only what the role can change is shown: the shop's switches need `settings`, the package `subscriptions`, the audit log `audit`
  const features = useShopFeatures();
  const maySet = allows(features, 'settings');
  const mayBill = allows(features, 'subscriptions');
  const mayAudit = allows(features, 'audit');

  return (
    <div data-testid="settings-page" className="mx-auto flex w-full max-w-2xl flex-col gap-5">
      <PageTitle title={t('title')} />

      <Section title={t('sections.preferences')}>
        <ControlRow icon={Languages} label={t('rows.language')}>
          <Segmented<Language>
            label={t('rows.language')}
            testId="settings-language"
            value={lang}
            onChange={(l) => void setLanguage(l)}
            options={[
              { value: 'bn', label: t('common:language.bn'), lang: 'bn' },
              { value: 'en', label: t('common:language.en'), lang: 'en' },
            ]}
          />
        </ControlRow>
        <ControlRow icon={Palette} label={t('rows.theme')}>
          <Segmented<Theme>
            label={t('rows.theme')}
            testId="settings-theme"
            value={theme}
            onChange={setTheme}
            options={THEMES.map((th) => ({ value: th, label: t(`themeShort.${th}`) }))}
          />
        </ControlRow>
      </Section>

      <Section title={t('sections.shop')}>
        <LinkRow
          icon={Repeat}
          label={t('rows.switchShop')}
          detail={shop ? t('currentShop', { name: shop.name }) : undefined}
          to="/shop"
          testId="settings-switch-shop"
        />
        {maySet ? (
          <>
            <LinkRow icon={Pencil} label={t('rows.editShop')} to="/shop/edit" />
            <NegativeStockRow />
            <SmsLanguageRow />
          </>
        ) : null}
        <LinkRow icon={QrCode} label={t('rows.qr')} to="/settings/qr" testId="settings-qr" />
        {mayBill ? (
          <>
            <LinkRow icon={CreditCard} label={t('rows.subscription')} to="/settings/subscriptions" />
            <LinkRow icon={BarChart3} label={t('rows.limitChart')} to="/settings/limit-chart" />
          </>
        ) : null}
        {mayAudit ? <LinkRow icon={ScrollText} label={t('nav:auditLog')} to="/settings/audit" testId="settings-audit" /> : null}
        {shop?.role === 'owner' ? (
          <LinkRow icon={FileArchive} label={t('nav:exportData')} to="/settings/export" testId="settings-export" />
        ) : null}
      </Section>

      {maySet ? (
        <Section title={t('sections.receipt')}>
          <ReceiptPaperRow />
          <ReceiptFooterRow />
          <PrintAfterSaleRow />
        </Section>
      ) : null}

      <Section title={t('sections.help')}>
        <LinkRow icon={Headset} label={t('rows.contact')} to="/contact-support" />
        <FeedbackRow />
        <LinkRow icon={GraduationCap} label={t('rows.training')} to="/tutorial" />
        <AppLinkRows />
        <ReferRow />
      </Section>

      <Section title={t('sections.account')}>
        <li>
          <button
            type="button"
            onClick={() => void signOut()}
            data-testid="settings-logout"
            className="flex min-h-14 w-full items-center gap-3 px-4 py-3 text-left text-destructive transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring"
          >
            <LogOut aria-hidden="true" className="size-5 shrink-0" />
            <span className="min-w-0 flex-1">
              <span className="block font-medium">{t('rows.logout')}</span>
              {mobile ? (
                <span className="block text-sm text-muted-foreground">{t('signedInAs', { number: fmt.mobile(mobile) })}</span>
              ) : null}
            </span>
          </button>
        </li>
      </Section>
    </div>
  );
}
