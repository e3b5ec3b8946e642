import { useTranslation } from 'react-i18next';
import type { Product } from '@dokani/contracts';
import { decimalSign } from '@dokani/core/format-decimal';
import { Badge } from '@/shared/ui/states';

export type StockLevel = 'out' | 'low' | 'ok';

/** Out of stock at zero or below; low when the product's alert level is reached. */
export function stockLevel(p: Pick<Product, 'currentStock' | 'lowStock'>): StockLevel {
  if (decimalSign(p.currentStock) <= 0) return 'out';
  return p.lowStock ? 'low' : 'ok';
}

export function StockBadge({ level }: { level: StockLevel }) {
  const { t } = useTranslation('stock');
  if (level === 'out') return <Badge tone="danger">{t('common.outOfStock')}</Badge>;
  if (level === 'low') return <Badge tone="warning">{t('common.lowStock')}</Badge>;
  return null;
}
