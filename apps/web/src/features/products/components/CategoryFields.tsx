import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FolderTree, Plus } from 'lucide-react';
import type { Category } from '@dokani/contracts';
import { Button } from '@/shared/ui/button';
import { SquareIconButton } from './SquareIconButton';
import { Field } from '@/shared/ui/field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/shared/ui/select';
import { useCategories } from '../api';
import type { ProductFormValues } from '../lib/form';
import { CategoryDialog } from './CategoryDialog';
import { ManageCategoriesDialog } from './ManageCategoriesDialog';
import { useFieldError } from './use-field-error';

const NONE = '__none';

/** Category and sub-category pickers, with "add" and "manage" right beside them. */
export function CategoryFields() {
  const { t } = useTranslation('products');
  const { control, setValue } = useFormContext<ProductFormValues>();
  const [categoryId, subCategoryId] = useWatch({ control, name: ['categoryId', 'subCategoryId'] });
  const categories = useCategories();
  const err = useFieldError();
  const [adding, setAdding] = useState<{ parent: Category | null } | null>(null);
  const [managing, setManaging] = useState(false);

  const all = categories.data ?? [];
  const parents = all.filter((c) => c.parentId === null).sort((a, b) => a.name.localeCompare(b.name));
  const parent = all.find((c) => c.id === categoryId) ?? null;
  const subs = all.filter((c) => c.parentId !== null && c.parentId === categoryId).sort((a, b) => a.name.localeCompare(b.name));
  const set = (name: 'categoryId' | 'subCategoryId', v: string) => setValue(name, v, { shouldDirty: true });

  return (
    <div className="flex flex-col gap-3">
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="flex min-w-0 items-end gap-2">
          <Select
            value={categoryId || NONE}
            onValueChange={(v) => {
              set('categoryId', v === NONE ? '' : v);
              set('subCategoryId', '');
            }}
          >
            <Field label={t('form.category')} error={err('categoryId')} className="flex-1">
              <SelectTrigger data-testid="product-category-select">
                <SelectValue />
              </SelectTrigger>
            </Field>
            <SelectContent>
              <SelectItem value={NONE}>{t('form.categoryNone')}</SelectItem>
              {parents.map((c) => (
                <SelectItem key={c.id} value={c.id}>
                  {c.name}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          <SquareIconButton aria-label={t('form.addCategory')} data-testid="category-add" onClick={() => setAdding({ parent: null })}>
            <Plus aria-hidden="true" />
          </SquareIconButton>
        </div>

        <div className="flex min-w-0 items-end gap-2">
          <Select value={subCategoryId || NONE} onValueChange={(v) => set('subCategoryId', v === NONE ? '' : v)} disabled={!parent}>
            <Field label={t('form.subCategory')} error={err('subCategoryId')} className="flex-1">
              <SelectTrigger data-testid="product-subcategory-select">
                <SelectValue />
              </SelectTrigger>
            </Field>
            <SelectContent>
              <SelectItem value={NONE}>{parent ? t('form.subCategoryNone') : t('form.subCategoryFirst')}</SelectItem>
              {subs.map((c) => (
                <SelectItem key={c.id} value={c.id}>
                  {c.name}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          <SquareIconButton
            aria-label={t('form.addSubCategory')}
            disabled={!parent}
            data-testid="subcategory-add"
            onClick={() => setAdding({ parent })}
          >
            <Plus aria-hidden="true" />
          </SquareIconButton>
        </div>
      </div>

      <Button variant="link" size="inline" className="self-start" onClick={() => setManaging(true)} data-testid="categories-manage">
        <FolderTree aria-hidden="true" />
        {t('form.manageCategories')}
      </Button>

      <CategoryDialog
        open={adding !== null}
        onOpenChange={(o) => !o && setAdding(null)}
        parent={adding?.parent ?? null}
        onCreated={(c) => {
          if (c.parentId) set('subCategoryId', c.id);
          else {
            set('categoryId', c.id);
            set('subCategoryId', '');
          }
          setAdding(null);
        }}
      />
      <ManageCategoriesDialog open={managing} onOpenChange={setManaging} />
    </div>
  );
}
