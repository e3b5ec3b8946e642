import { useTranslation } from 'react-i18next';
import { MessageSquareText } from 'lucide-react';
import type { SmsLanguage } from '@dokani/contracts/settings';
import { notify } from '@/shared/lib/notify';
import { Spinner } from '@/shared/ui/spinner';
import { useShopSettings, useUpdateShopSettings } from '../api';
import { ControlRow, Segmented } from './SettingsRow';

/** The language of the SMS the shop sends its contacts (due notices, reminders): Bangla unless changed. */
export function SmsLanguageRow() {
  const { t } = useTranslation('settings');
  const settings = useShopSettings();
  const update = useUpdateShopSettings();
  const value: SmsLanguage = settings.data?.smsLanguage ?? 'bn';

  function change(smsLanguage: SmsLanguage) {
    if (smsLanguage === value) return;
    update.mutate(
      { smsLanguage },
      {
        onSuccess: () => notify('success', t('smsLanguage.saved')),
        onError: (e) => notify('error', e.message),
      },
    );
  }

  return (
    <ControlRow icon={MessageSquareText} label={t('smsLanguage.label')} detail={t('smsLanguage.explain')}>
      <div className="flex items-center gap-2">
        {settings.isPending || update.isPending ? <Spinner /> : null}
        <Segmented<SmsLanguage>
          label={t('smsLanguage.label')}
          testId="settings-sms-language"
          value={value}
          onChange={change}
          options={[
            { value: 'bn', label: t('common:language.bn'), lang: 'bn' },
            { value: 'en', label: t('common:language.en'), lang: 'en' },
          ]}
        />
      </div>
    </ControlRow>
  );
}
