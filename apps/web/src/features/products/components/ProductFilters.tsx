import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SlidersHorizontal } from 'lucide-react';
import { PRODUCT_SORTS } from '@dokani/contracts/constants';
import { useFormat } from '@/shared/lib/format';
import { Button } from '@/shared/ui/button';
import { Field } from '@/shared/ui/field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/shared/ui/select';
import { useCategories } from '../api';
import { DEFAULT_FILTERS, type ProductListFilters, type ProductSort } from '../keys';
import { activeFilterCount } from '../lib/list-params';
import { categoryTree } from './ManageCategoriesDialog';
import { ToggleField } from './ToggleField';

const ALL = '__all';

/** Sort (always visible) and the filters (behind one button on phones): category, status, online, low stock. */
export function ProductFilters({ filters, onChange }: { filters: ProductListFilters; onChange: (f: ProductListFilters) => void }) {
  const { t } = useTranslation('products');
  const fmt = useFormat();
  const categories = useCategories();
  const count = activeFilterCount(filters);
  const [open, setOpen] = useState(count > 0);
  const panelId = useId();
  const set = (patch: Partial<ProductListFilters>) => onChange({ ...filters, ...patch });

  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center gap-2">
        <Button
          variant="outline"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((o) => !o)}
          data-testid="product-filters-toggle"
        >
          <SlidersHorizontal aria-hidden="true" />
          {t('list.filters')}
          {count ? <span className="rounded-full bg-primary px-1.5 text-xs text-primary-foreground">{fmt.number(count)}</span> : null}
        </Button>
        <Select value={filters.sort} onValueChange={(v) => set({ sort: v as ProductSort })}>
          <SelectTrigger className="min-w-0 flex-1 sm:max-w-64" aria-label={t('list.sort')} data-testid="product-sort">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {PRODUCT_SORTS.map((s) => (
              <SelectItem key={s} value={s}>
                {t(`list.sorts.${s}`)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>

      {open ? (
        <div id={panelId} className="grid gap-4 rounded-lg border border-border bg-card p-4 sm:grid-cols-3" data-testid="product-filters">
          <Select value={filters.categoryId || ALL} onValueChange={(v) => set({ categoryId: v === ALL ? '' : v })}>
            <Field label={t('list.category')}>
              <SelectTrigger data-testid="filter-category">
                <SelectValue />
              </SelectTrigger>
            </Field>
            <SelectContent>
              <SelectItem value={ALL}>{t('list.allCategories')}</SelectItem>
              {categoryTree(categories.data ?? []).map(({ category, depth }) => (
                <SelectItem key={category.id} value={category.id}>
                  {depth ? <span className="pl-4">{`↳ ${category.name}`}</span> : category.name}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          <Select value={filters.status} onValueChange={(v) => set({ status: v as ProductListFilters['status'] })}>
            <Field label={t('list.status')}>
              <SelectTrigger data-testid="filter-status">
                <SelectValue />
              </SelectTrigger>
            </Field>
            <SelectContent>
              {(['active', 'inactive', 'all'] as const).map((s) => (
                <SelectItem key={s} value={s}>
                  {t(`list.statuses.${s}`)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          <Select value={filters.online || ALL} onValueChange={(v) => set({ online: v === ALL ? '' : (v as 'true' | 'false') })}>
            <Field label={t('list.onlineFilter')}>
              <SelectTrigger data-testid="filter-online">
                <SelectValue />
              </SelectTrigger>
            </Field>
            <SelectContent>
              <SelectItem value={ALL}>{t('list.onlineAll')}</SelectItem>
              <SelectItem value="true">{t('list.onlineYes')}</SelectItem>
              <SelectItem value="false">{t('list.onlineNo')}</SelectItem>
            </SelectContent>
          </Select>
          <div className="sm:col-span-3">
            <ToggleField
              label={t('list.lowStockOnly')}
              checked={filters.lowStock}
              onChange={(on) => set({ lowStock: on })}
              testId="filter-low-stock"
            />
          </div>
          {count ? (
            <Button
              variant="link"
              size="inline"
              className="justify-self-start"
              onClick={() => onChange({ ...DEFAULT_FILTERS, q: filters.q, sort: filters.sort })}
            >
              {t('list.clearFilters')}
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
