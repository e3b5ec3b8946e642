import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Category } from '@dokani/contracts';
import { ulid } from '@dokani/core/ulid';
import { requiredTextError } from '@/shared/lib/form-errors';
import { ApiError } from '@/shared/lib/http';
import { translateMessage } from '@/shared/lib/messages';
import { Button } from '@/shared/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/shared/ui/dialog';
import { Field } from '@/shared/ui/field';
import { Input } from '@/shared/ui/input';
import { Spinner } from '@/shared/ui/spinner';
import { useCreateCategory } from '../api';
import { TEXT_LIMITS } from '@dokani/contracts/text-limits';

/** The server's limit on a category's name (contracts `categories.ts`). */
export const CATEGORY_NAME_MAX = TEXT_LIMITS.categoryName;

/** The text of a failed category call: the name's own problem, else the server's message. */
export function categoryErrorText(e: unknown, fallback: string): string {
  if (e instanceof ApiError) {
    const name = e.details.name;
    return e.code === 'VALIDATION_FAILED' && typeof name === 'string' ? translateMessage(name) : e.message;
  }
  return fallback;
}

/** Adds a category (or a sub-category of `parent`) without leaving the product form. */
export function CategoryDialog({
  open,
  onOpenChange,
  parent,
  onCreated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  parent: Category | null;
  onCreated: (category: Category) => void;
}) {
  const { t } = useTranslation('products');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('common:actions.close')} data-testid="category-dialog">
        <DialogHeader>
          <DialogTitle>{parent ? t('categories.addSubTitle') : t('categories.addTitle')}</DialogTitle>
          <DialogDescription>{parent ? t('categories.addSubBody', { parent: parent.name }) : t('categories.addBody')}</DialogDescription>
        </DialogHeader>
        {open ? <CategoryNameForm parent={parent} onDone={onCreated} onCancel={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function CategoryNameForm({ parent, onDone, onCancel }: { parent: Category | null; onDone: (c: Category) => void; onCancel: () => void }) {
  const { t } = useTranslation('products');
  const create = useCreateCategory();
  // One id per dialog opening: a retried or double-tapped save makes one category.
  const [id] = useState(() => ulid());
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    e.stopPropagation();
    const problem = requiredTextError(name, CATEGORY_NAME_MAX);
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    try {
      onDone(await create.mutateAsync({ id, name: name.trim(), parentId: parent?.id ?? null }));
    } catch (err) {
      setError(categoryErrorText(err, t('common:errors.unknown')));
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-4">
      <Field label={t('categories.name')} error={error}>
        <Input
          autoFocus
          data-testid="category-name-input"
          placeholder={parent ? t('categories.subNamePlaceholder') : t('categories.namePlaceholder')}
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
      </Field>
      <DialogFooter>
        <Button variant="outline" onClick={onCancel}>
          {t('common:actions.cancel')}
        </Button>
        <Button type="submit" disabled={create.isPending} data-testid="category-save">
          {create.isPending ? <Spinner /> : null}
          {t('categories.save')}
        </Button>
      </DialogFooter>
    </form>
  );
}
