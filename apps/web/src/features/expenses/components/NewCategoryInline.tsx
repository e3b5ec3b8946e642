import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CashbookCategory } from '@dokani/contracts';
import { ulid } from '@dokani/core/ulid';
import { requiredTextError, serverFieldError } from '@/shared/lib/form-errors';
import { Button } from '@/shared/ui/button';
import { Field } from '@/shared/ui/field';
import { Input } from '@/shared/ui/input';
import { Spinner } from '@/shared/ui/spinner';
import { useCreateCategory } from '../api';
import { CATEGORY_NAME_MAX } from '../entry-body';
import type { Book } from '../keys';

/**
 * Adds a custom category without leaving the entry form. Its client ULID is kept until it is
 * created, so a retry never makes two. Over the package's limit the server answers 402: its
 * message (in the user's language) is shown here.
 */
export function NewCategoryInline({ book, onCreated }: { book: Book; onCreated: (c: CashbookCategory) => void }) {
  const { t } = useTranslation('expenses');
  const create = useCreateCategory(book);
  const [id, setId] = useState(() => ulid());
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function add() {
    if (create.isPending) return;
    const problem = requiredTextError(name, CATEGORY_NAME_MAX);
    if (problem) {
      setError(problem);
      return;
    }
    try {
      const c = await create.mutateAsync({ id, name: name.trim() });
      setId(ulid());
      setName('');
      setError(null);
      onCreated(c);
    } catch (caught) {
      setError(serverFieldError(caught, 'name') ?? (caught instanceof Error ? caught.message : t('common:errors.unknown')));
    }
  }

  return (
    <div className="flex flex-col gap-2 rounded-md border border-dashed border-border p-3">
      <Field label={t('add.newCategoryName')} error={error}>
        <Input
          value={name}
          autoComplete="off"
          data-testid="expense-category-new-name"
          onChange={(e) => {
            setName(e.target.value);
            setError(null);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              void add();
            }
          }}
        />
      </Field>
      <Button
        type="button"
        variant="secondary"
        onClick={() => void add()}
        disabled={create.isPending}
        aria-busy={create.isPending}
        data-testid="expense-category-create"
      >
        {create.isPending ? <Spinner /> : null}
        {t('add.createCategory')}
      </Button>
    </div>
  );
}
