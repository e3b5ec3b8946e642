import { useTranslation } from 'react-i18next';
import { HelpCircle, MessageSquareHeart, Smartphone, UsersRound } from 'lucide-react';
import { useFormat } from '@/shared/lib/format';
import { useAppLinks, useMyFeedback } from '../api';
import { AnchorRow, LinkRow } from './SettingsRow';

/** "Feedback": opens the feedback screen; a dot and the count while answers wait unread. */
export function FeedbackRow() {
  const { t } = useTranslation('settings');
  const fmt = useFormat();
  const unread = useMyFeedback().data?.unread ?? 0;
  return (
    <LinkRow
      icon={MessageSquareHeart}
      label={t('rows.feedback')}
      to="/settings/feedback"
      testId="settings-feedback"
      detail={unread > 0 ? t('feedback.unread', { n: fmt.number(unread) }) : undefined}
      dotLabel={unread > 0 ? t('feedback.newAnswer') : null}
    />
  );
}

/** The community, help centre and mobile app: a row each for the links the server is configured with, none for the others. */
export function AppLinkRows() {
  const { t } = useTranslation('settings');
  const links = useAppLinks().data;
  if (!links) return null;
  return (
    <>
      {links.community ? (
        <AnchorRow icon={UsersRound} label={t('rows.community')} href={links.community} testId="settings-community" />
      ) : null}
      {links.help ? <AnchorRow icon={HelpCircle} label={t('rows.help')} href={links.help} testId="settings-help" /> : null}
      {links.mobileApp ? (
        <AnchorRow icon={Smartphone} label={t('rows.mobileApp')} href={links.mobileApp} testId="settings-mobile-app" />
      ) : null}
    </>
  );
}
