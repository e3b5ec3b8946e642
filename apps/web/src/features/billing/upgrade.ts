import { i18n, loadNamespaces } from '@/shared/lib/i18n';
import { notify } from '@/shared/lib/notify';

/**
 * A package limit reached anywhere (the app shell calls this, fetching billing's pages.ts then): a
 * toast with the way to the packages. Its words come with it, so the sign-in pages do not carry them.
 */
export async function offerUpgrade(toPackages: () => void): Promise<void> {
  await loadNamespaces(['billing']);
  notify('info', i18n.t('billing:upgrade.offer'), { label: i18n.t('billing:upgrade.seePackages'), onClick: toPackages });
}
