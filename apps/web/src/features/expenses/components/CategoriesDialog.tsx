import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Settings2 } from 'lucide-react';
import type { CashbookCategory } from '@dokani/contracts';
import { serverFieldError, tooLongError } from '@/shared/lib/form-errors';
import { notify } from '@/shared/lib/notify';
import { Button } from '@/shared/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/shared/ui/dialog';
import { Input } from '@/shared/ui/input';
import { ListSkeleton } from '@/shared/ui/states';
import { useCategories, useDeleteCategory, useUpdateCategory } from '../api';
import { CATEGORY_NAME_MAX } from '../entry-body';
import type { Book } from '../keys';
import { NewCategoryInline } from './NewCategoryInline';
import { ErrorText } from '@/shared/ui/field';

function messageOf(caught: unknown, fallback: string): string {
  return serverFieldError(caught, 'name') ?? (caught instanceof Error ? caught.message : fallback);
}

function CategoryRow({ book, category }: { book: Book; category: CashbookCategory }) {
  const { t } = useTranslation('expenses');
  const update = useUpdateCategory(book);
  const remove = useDeleteCategory(book);
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(category.name);
  const [error, setError] = useState<string | null>(null);
  const busy = update.isPending || remove.isPending;
  const off = category.status === 'inactive';
  const inputId = `expense-category-name-${category.id}`;
  const errorId = `${inputId}-error`;
  const tags = [category.isDefault ? t('categories.default') : null, off ? t('categories.off') : null].filter(Boolean).join(' · ');

  async function run(action: () => Promise<unknown>) {
    setError(null);
    try {
      await action();
    } catch (caught) {
      setError(messageOf(caught, t('common:errors.unknown')));
    }
  }

  return (
    <li data-testid="expense-category-row" className="flex flex-col gap-2 py-3">
      {editing ? (
        <form
          className="flex gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            const tooLong = tooLongError(name, CATEGORY_NAME_MAX);
            if (tooLong) return setError(tooLong);
            void run(async () => {
              await update.mutateAsync({ id: category.id, name: name.trim() });
              setEditing(false);
            });
          }}
        >
          <label htmlFor={inputId} className="sr-only">
            {t('categories.name')}
          </label>
          <Input
            id={inputId}
            value={name}
            autoComplete="off"
            data-testid="expense-category-rename-input"
            onChange={(e) => {
              setName(e.target.value);
              setError(null);
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
          <Button type="submit" disabled={busy}>
            {t('categories.save')}
          </Button>
        </form>
      ) : (
        // On a phone the name gets the whole width and the actions sit under it (three Bangla
        // buttons beside it left "দো…" of a name); side by side from sm up.
        <div className="flex flex-col gap-1 sm:flex-row sm:items-center sm:justify-between sm:gap-2">
          <div className="min-w-0">
            <p className="break-words font-medium sm:truncate">{category.name}</p>
            {tags ? <p className="text-xs text-muted-foreground">{tags}</p> : null}
          </div>
          <div className="flex flex-wrap justify-end gap-1 sm:shrink-0">
            <Button
              size="sm"
              variant="ghost"
              disabled={busy}
              onClick={() => {
                setName(category.name);
                setEditing(true);
              }}
              aria-label={`${t('categories.rename')}: ${category.name}`}
            >
              {t('categories.rename')}
            </Button>
            <Button
              size="sm"
              variant="ghost"
              disabled={busy}
              onClick={() => void run(() => update.mutateAsync({ id: category.id, status: off ? 'active' : 'inactive' }))}
              aria-label={`${t(off ? 'categories.turnOn' : 'categories.turnOff')}: ${category.name}`}
            >
              {t(off ? 'categories.turnOn' : 'categories.turnOff')}
            </Button>
            {!category.isDefault ? (
              <Button
                size="sm"
                variant="ghost"
                className="text-destructive"
                disabled={busy}
                aria-label={`${t('categories.delete')}: ${category.name}`}
                onClick={() =>
                  void run(async () => {
                    const left = await remove.mutateAsync(category.id);
                    notify('success', t(left ? 'categories.turnedOff' : 'categories.deleted'));
                  })
                }
              >
                {t('categories.delete')}
              </Button>
            ) : null}
          </div>
        </div>
      )}
      <ErrorText id={errorId} error={error} />
    </li>
  );
}

/** Rename, turn off / on, or delete the categories of a book, and add new ones. */
export function CategoriesDialog({ book }: { book: Book }) {
  const { t } = useTranslation('expenses');
  const [open, setOpen] = useState(false);
  const categories = useCategories(book);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)} data-testid="expense-categories">
        <Settings2 aria-hidden="true" />
        {t('categories.manage')}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent
          closeLabel={t('common:actions.close')}
          className="max-h-[90dvh] overflow-y-auto"
          data-testid="expense-categories-dialog"
        >
          <DialogHeader>
            <DialogTitle>{t('categories.title')}</DialogTitle>
            <DialogDescription>{t('categories.description')}</DialogDescription>
          </DialogHeader>
          {categories.isPending ? (
            <ListSkeleton rows={3} className="h-12" />
          ) : categories.isError ? (
            <p role="alert" className="text-sm text-destructive">
              {categories.error.message}
            </p>
          ) : (
            <ul className="flex flex-col divide-y divide-border">
              {categories.data.map((c) => (
                <CategoryRow key={c.id} book={book} category={c} />
              ))}
            </ul>
          )}
          <NewCategoryInline book={book} onCreated={() => undefined} />
        </DialogContent>
      </Dialog>
    </>
  );
}
