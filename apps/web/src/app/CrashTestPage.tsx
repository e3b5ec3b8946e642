import { useTranslation } from 'react-i18next';

/** /crash-test: fails while rendering, so the route error screen can be seen and tested. */
export default function CrashTestPage(): never {
  const { t } = useTranslation();
  throw new Error(t('crashTest.message'));
}
