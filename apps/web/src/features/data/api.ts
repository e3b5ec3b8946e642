import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api, apiFile } from '@/shared/lib/http';
import { useShopId } from '@/shared/lib/shop';
import { useShopQuery } from '@/shared/lib/shop-query';
import { auditKeys, type AuditFilters } from './keys';

const PAGE_SIZE = 30;

/** The audit log, newest first, in keyset pages. */
export function useAuditLog(filters: AuditFilters, enabled = true) {
  const shopId = useShopId();
  return useInfiniteQuery({
    enabled: enabled && shopId !== '',
    queryKey: auditKeys.log(shopId, filters),
    queryFn: ({ pageParam, signal }) =>
      api('GET /shops/:shopId/audit-log', {
        params: { shopId },
        query: {
          userId: filters.userId || undefined,
          kind: filters.kind || undefined,
          from: filters.from || undefined,
          to: filters.to || undefined,
          limit: PAGE_SIZE,
          cursor: pageParam ?? undefined,
        },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });
}

/** The person filter's choices: the owner and the members who have signed up. */
export function useAuditPeople() {
  return useShopQuery(auditKeys.people, (shopId, signal) => api('GET /shops/:shopId/audit-log/people', { params: { shopId }, signal }));
}

/** The shop's export, downloaded: `onProgress` is told the bytes so far and the rows it holds (from its header). */
export async function downloadExport(
  shopId: string,
  onProgress: (bytes: number, rows: number | null) => void,
): Promise<{ file: Blob; fileName: string; rows: number }> {
  const rowsOf = (h: Headers) => {
    const n = Number(h.get('x-dokani-export-rows'));
    return Number.isFinite(n) && h.has('x-dokani-export-rows') ? n : null;
  };
  const { file, headers } = await apiFile('GET /shops/:shopId/export', {
    params: { shopId },
    query: { format: 'zip' },
    onProgress: (bytes, h) => onProgress(bytes, rowsOf(h)),
  });
  const fileName = /filename="([^"]+)"/.exec(headers.get('content-disposition') ?? '')?.[1] ?? 'dokani-export.zip';
  return { file, fileName, rows: rowsOf(headers) ?? 0 };
}
