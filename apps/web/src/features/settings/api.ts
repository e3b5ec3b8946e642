import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ShopSettings } from '@dokani/contracts';
import type { CreateFeedbackWire, FeedbackList } from '@dokani/contracts/feedback';
import { api } from '@/shared/lib/http';
import { useAuthStore } from '@/shared/stores/auth';
import { withSnapshot } from '@/shared/offline/snapshots';
import { helpKeys } from './keys';

/** Query keys of the shop's settings (GET/PATCH /shops/{shopId}/settings). */
export const shopSettingsKeys = {
  all: ['shop-settings'] as const,
  detail: (shopId: string) => [...shopSettingsKeys.all, shopId] as const,
};

export function useShopSettings() {
  const shopId = useAuthStore((s) => s.currentShopId);
  return useQuery({
    queryKey: shopSettingsKeys.detail(shopId ?? ''),
    // kept on the device: the counter prints and sells by these settings without a network too
    queryFn: ({ signal }) =>
      withSnapshot(shopId ?? '', 'settings', () => api('GET /shops/:shopId/settings', { params: { shopId: shopId ?? '' }, signal })),
    networkMode: 'always',
    enabled: Boolean(shopId),
  });
}

export function useUpdateShopSettings() {
  const shopId = useAuthStore((s) => s.currentShopId) ?? '';
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: Partial<ShopSettings>) => api('PATCH /shops/:shopId/settings', { params: { shopId }, body }),
    onSuccess: (settings) => {
      qc.setQueryData(shopSettingsKeys.detail(shopId), settings);
    },
  });
}

/** The community, help centre and mobile app links (null where the server has none): the same for everyone. */
export function useAppLinks() {
  return useQuery({ queryKey: helpKeys.appLinks, queryFn: ({ signal }) => api('GET /app-links', { signal }), staleTime: Infinity });
}

/** The user's own feedback with the answers, and how many answers are new. */
export function useMyFeedback() {
  return useQuery({ queryKey: helpKeys.feedback, queryFn: ({ signal }) => api('GET /me/feedback', { signal }) });
}

/**
 * Sends one feedback (its id made once per send, so a retry is the same send), then its
 * screenshot when one was picked. The feedback is kept even when the screenshot fails: the
 * answer says so (`screenshotError`). The list is read again after either.
 */
export function useSendFeedback() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (v: { body: CreateFeedbackWire; screenshot: { blob: Blob; name: string } | null }) => {
      const sent = await api('POST /me/feedback', { body: v.body });
      if (!v.screenshot) return { sent, screenshotError: null };
      const form = new FormData();
      form.append('file', v.screenshot.blob, v.screenshot.name);
      try {
        return {
          sent: await api('PUT /me/feedback/:feedbackId/screenshot', { params: { feedbackId: sent.id }, body: form }),
          screenshotError: null,
        };
      } catch (e) {
        return { sent, screenshotError: e instanceof Error ? e : new Error(String(e)) };
      }
    },
    retry: false,
    onSettled: () => qc.invalidateQueries({ queryKey: helpKeys.feedback }),
  });
}

/** Marks every answer seen (the feedback screen shows them): the Settings row's dot goes. */
export function useMarkFeedbackRead() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api('POST /me/feedback/read'),
    onSuccess: () =>
      qc.setQueryData<FeedbackList>(helpKeys.feedback, (list) =>
        list ? { unread: 0, items: list.items.map((f) => ({ ...f, unread: false })) } : list,
      ),
  });
}

/** The user's referral code and how many joined through it (the code is made on the first read). */
export function useReferral() {
  return useQuery({ queryKey: helpKeys.referral, queryFn: ({ signal }) => api('GET /me/referral', { signal }) });
}

/**
 * The current shop's online store, read fresh each time the QR screen opens (a store published a
 * minute ago is its code at once). Its own key: the online shop's feature uses the settings
 * (through trade), so the settings cannot use it back without a circle between features.
 */
export function useQrStore(enabled: boolean) {
  const shopId = useAuthStore((s) => s.currentShopId) ?? '';
  return useQuery({
    queryKey: helpKeys.qrStore(shopId),
    queryFn: ({ signal }) => api('GET /shops/:shopId/online-shop', { params: { shopId }, signal }),
    enabled: enabled && shopId !== '',
    staleTime: 0,
  });
}
