import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateSmsCampaignWire, SmsQuoteWire } from '@dokani/contracts/sms';
import { api } from '@/shared/lib/http';
import { useShopId } from '@/shared/lib/shop';
import { useShopQuery } from '@/shared/lib/shop-query';
import { smsKeys } from './keys';

/** Contacts offered at once in the recipients' search (the list's "select all shown" takes these). */
export const RECIPIENT_SEARCH_LIMIT = 50;

/** The shop's SMS credit: this month's free parts left and the bought ones. Read again on opening. */
export function useSmsBalance() {
  return useShopQuery(smsKeys.balance, (shopId, signal) => api('GET /shops/:shopId/sms/balance', { params: { shopId }, signal }), {
    refetchOnMount: 'always',
  });
}

/**
 * What a message to these recipients costs (the server merges the groups, contacts and numbers):
 * asked once the typing has paused (the caller debounces `body`); null asks nothing.
 */
export function useSmsQuote(body: SmsQuoteWire | null) {
  const shopId = useShopId();
  // never sent while `body` is null (the query is off)
  const asked = body ?? { text: '', recipients: {} };
  return useQuery({
    queryKey: smsKeys.quote(shopId, asked),
    queryFn: ({ signal }) => api('POST /shops/:shopId/sms/quote', { params: { shopId }, body: asked, signal }),
    enabled: shopId !== '' && body !== null,
    placeholderData: keepPreviousData,
    // the balance moves with every message sent: a quote is not kept for long
    staleTime: 10_000,
  });
}

/** Sends (or schedules) a message: the credit is taken at once; the balance and the lists are read again. */
export function useSendCampaign() {
  const shopId = useShopId();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateSmsCampaignWire) => api('POST /shops/:shopId/sms/campaigns', { params: { shopId }, body }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: smsKeys.shop(shopId) }),
  });
}

/** How often the campaigns are read again while one of them is still waiting or going out. */
const SENDING_POLL_MS = 15_000;

/** The campaigns, newest first, a keyset page at a time; read again every 15 s while one is not done. */
export function useCampaigns(enabled = true) {
  const shopId = useShopId();
  return useInfiniteQuery({
    queryKey: smsKeys.campaigns(shopId),
    queryFn: ({ pageParam, signal }) =>
      api('GET /shops/:shopId/sms/campaigns', { params: { shopId }, query: { cursor: pageParam ?? undefined }, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled: enabled && shopId !== '',
    refetchInterval: (q) => (q.state.data?.pages.some((p) => p.items.some((c) => c.status !== 'done')) ? SENDING_POLL_MS : false),
  });
}

/** One campaign with each recipient's status (read when its row is opened; again every 15 s until it is done). */
export function useCampaign(id: string, enabled: boolean) {
  const shopId = useShopId();
  return useQuery({
    queryKey: smsKeys.campaign(shopId, id),
    queryFn: ({ signal }) => api('GET /shops/:shopId/sms/campaigns/:campaignId', { params: { shopId, campaignId: id }, signal }),
    enabled: enabled && shopId !== '',
    refetchOnMount: 'always',
    refetchInterval: (q) => (q.state.data && q.state.data.status !== 'done' ? SENDING_POLL_MS : false),
  });
}

/** Sends a campaign's failed messages again as a new campaign (`id`: the new one's ULID). */
export function useResendCampaign() {
  const shopId = useShopId();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ campaignId, id }: { campaignId: string; id: string }) =>
      api('POST /shops/:shopId/sms/campaigns/:campaignId/resend', { params: { shopId, campaignId }, body: { id } }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: smsKeys.shop(shopId) }),
  });
}

/** The due notices and reminders sent to one contact each, newest first, a keyset page at a time. */
export function useNotices(enabled = true) {
  const shopId = useShopId();
  return useInfiniteQuery({
    queryKey: smsKeys.notices(shopId),
    queryFn: ({ pageParam, signal }) =>
      api('GET /shops/:shopId/sms/notices', { params: { shopId }, query: { cursor: pageParam ?? undefined }, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled: enabled && shopId !== '',
  });
}

/** Sends a failed notice again (once; the credit is taken again). */
export function useResendNotice() {
  const shopId = useShopId();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (messageId: string) => api('POST /shops/:shopId/sms/notices/:messageId/resend', { params: { shopId, messageId } }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: smsKeys.shop(shopId) }),
  });
}

/** The SMS packs bought, newest first. */
export function useSmsPurchases() {
  return useShopQuery(smsKeys.purchases, (shopId, signal) =>
    api('GET /shops/:shopId/sms/purchases', { params: { shopId }, signal }).then((a) => a.items),
  );
}
