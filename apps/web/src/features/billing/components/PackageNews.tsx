import { allows, useShopFeatures } from '@/shared/lib/shop';
import { useSubscription } from '../api';
import { SubscriptionNotice } from './SubscriptionNotice';

/** The shop's package news with a way to renew; nothing for a role without subscriptions, or without news. */
export function PackageNews() {
  const mayRead = allows(useShopFeatures(), 'subscriptions');
  return mayRead ? <News /> : null;
}

function News() {
  const sub = useSubscription();
  return sub.data ? <SubscriptionNotice sub={sub.data} link /> : null;
}
