import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Check, Pencil, Trash2, X } from 'lucide-react';
import type { Category } from '@dokani/contracts';
import { useFormat } from '@/shared/lib/format';
import { requiredTextError } from '@/shared/lib/form-errors';
import { notify } from '@/shared/lib/notify';
import { Button } from '@/shared/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/shared/ui/dialog';
import { Input } from '@/shared/ui/input';
import { Spinner } from '@/shared/ui/spinner';
import { useCategories, useDeleteCategory, useRenameCategory } from '../api';
import { CATEGORY_NAME_MAX, categoryErrorText } from './CategoryDialog';

/** Categories as a tree, parents first, each followed by its sub-categories. */
export function categoryTree(items: readonly Category[]): { category: Category; depth: 0 | 1 }[] {
  const byName = (a: Category, b: Category) => a.name.localeCompare(b.name);
  const parents = items.filter((c) => c.parentId === null || !items.some((p) => p.id === c.parentId)).sort(byName);
  return parents.flatMap((p) => [
    { category: p, depth: 0 as const },
    ...items
      .filter((c) => c.parentId === p.id)
      .sort(byName)
      .map((c) => ({ category: c, depth: 1 as const })),
  ]);
}

/** Rename and delete categories; a category still in use is refused with the server's reason. */
export function ManageCategoriesDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation('products');
  const categories = useCategories();
  const rows = categoryTree(categories.data ?? []);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('common:actions.close')} data-testid="manage-categories-dialog">
        <DialogHeader>
          <DialogTitle>{t('categories.manageTitle')}</DialogTitle>
          <DialogDescription>{t('categories.manageBody')}</DialogDescription>
        </DialogHeader>
        {categories.isPending ? (
          <Spinner label={t('common:loading')} />
        ) : rows.length === 0 ? (
          <p className="text-muted-foreground">{t('categories.empty')}</p>
        ) : (
          <ul className="flex flex-col divide-y divide-border rounded-md border border-border">
            {rows.map(({ category, depth }) => (
              <CategoryRow key={category.id} category={category} depth={depth} />
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}

function CategoryRow({ category, depth }: { category: Category; depth: 0 | 1 }) {
  const { t } = useTranslation('products');
  const fmt = useFormat();
  const rename = useRenameCategory();
  const remove = useDeleteCategory();
  const [mode, setMode] = useState<'view' | 'edit' | 'confirm'>('view');
  const [name, setName] = useState(category.name);
  const [error, setError] = useState<string | null>(null);

  async function saveName(e: FormEvent) {
    e.preventDefault();
    e.stopPropagation();
    const problem = requiredTextError(name, CATEGORY_NAME_MAX);
    if (problem) return setError(problem);
    try {
      await rename.mutateAsync({ id: category.id, name: name.trim() });
      setError(null);
      setMode('view');
      notify('success', t('categories.renamed'));
    } catch (err) {
      setError(categoryErrorText(err, t('common:errors.unknown')));
    }
  }

  async function confirmDelete() {
    try {
      await remove.mutateAsync(category.id);
      notify('success', t('categories.deleted', { name: category.name }));
    } catch (err) {
      setMode('view');
      setError(categoryErrorText(err, t('common:errors.unknown')));
    }
  }

  return (
    <li data-testid="category-row" className={depth ? 'py-2 pl-7 pr-2' : 'p-2'}>
      {mode === 'edit' ? (
        <form onSubmit={(e) => void saveName(e)} className="flex items-center gap-2">
          <Input
            autoFocus
            aria-label={t('categories.renameLabel', { name: category.name })}
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
          <Button type="submit" size="icon" variant="ghost" aria-label={t('categories.renameSave')} disabled={rename.isPending}>
            {rename.isPending ? <Spinner /> : <Check aria-hidden="true" />}
          </Button>
          <Button size="icon" variant="ghost" aria-label={t('common:actions.cancel')} onClick={() => setMode('view')}>
            <X aria-hidden="true" />
          </Button>
        </form>
      ) : (
        <div className="flex flex-wrap items-center gap-2">
          <div className="min-w-0 flex-1">
            <p className="truncate font-medium">{category.name}</p>
            <p className="text-xs text-muted-foreground">{t('categories.productCount', { n: fmt.number(category.productCount) })}</p>
          </div>
          {mode === 'confirm' ? (
            <>
              <span className="text-sm">{t('categories.deleteConfirm')}</span>
              <Button
                size="sm"
                variant="destructive"
                onClick={() => void confirmDelete()}
                disabled={remove.isPending}
                data-testid="category-delete-confirm"
              >
                {remove.isPending ? <Spinner /> : null}
                {t('categories.delete')}
              </Button>
              <Button size="sm" variant="ghost" onClick={() => setMode('view')}>
                {t('common:actions.cancel')}
              </Button>
            </>
          ) : (
            <>
              <Button
                size="icon"
                variant="ghost"
                aria-label={t('categories.renameLabel', { name: category.name })}
                onClick={() => setMode('edit')}
              >
                <Pencil aria-hidden="true" />
              </Button>
              <Button
                size="icon"
                variant="ghost"
                aria-label={t('categories.deleteLabel', { name: category.name })}
                onClick={() => {
                  setError(null);
                  setMode('confirm');
                }}
                data-testid="category-delete"
              >
                <Trash2 aria-hidden="true" className="text-destructive" />
              </Button>
            </>
          )}
        </div>
      )}
      {error ? (
        <p role="alert" className="mt-1 text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </li>
  );
}
