import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoneyDecimal, formatQuantity, parseQuantity } from '@dokani/core/money';
import { ulid } from '@dokani/core/ulid';
import type { Purchase, Sale } from '@dokani/contracts';
import { serverFieldError, tooLongError } from '@/shared/lib/form-errors';
import { Button } from '@/shared/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/shared/ui/dialog';
import { ErrorText, Field } from '@/shared/ui/field';
import { Input } from '@/shared/ui/input';
import { FormAlert, SubmitButton } from '@/shared/ui/form';
import { useTradeReturn } from '../../api';
import type { TradeKind } from '../../keys';
import { useBookFormat } from '../format';
import { allRemaining, checkReturn, previewReturn, returnableOf } from '../return-lines';
import { TEXT_LIMITS } from '@dokani/contracts/text-limits';

type Invoice = Sale | Purchase;

/** The server's limit on a return's note (contracts `trade.ts`). */
export const RETURN_NOTE_MAX = TEXT_LIMITS.invoiceNote;
type ReturnRecord = Invoice['returns'][number];

/**
 * Takes goods back on a memo, all or part: per line the quantity (at most what was sold and not
 * yet returned). While the quantities are typed it shows what the return will be worth, take off
 * the due and pay back in cash; after the server answers, its own figures.
 */
export function ReturnDialog({ kind, invoice, open, onClose }: { kind: TradeKind; invoice: Invoice; open: boolean; onClose: () => void }) {
  const { t } = useTranslation('books');
  const fmt = useBookFormat();
  const post = useTradeReturn(kind, invoice.id);
  const [typed, setTyped] = useState<Record<number, string>>({});
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [result, setResult] = useState<ReturnRecord | null>(null);
  const [touched, setTouched] = useState(false);
  // One id per attempt: a retried submit of the same return is recognised by the server.
  const returnId = useRef(ulid());
  const lines = invoice.lines;
  const check = checkReturn(lines, typed);
  const sale = kind === 'sales';
  // what the return will do, shown before it is confirmed (the server's arithmetic, from core)
  const preview = check.ok ? previewReturn(invoice, check) : null;

  function close() {
    setTyped({});
    setNote('');
    setNoteError(null);
    setFormError(null);
    setResult(null);
    setTouched(false);
    returnId.current = ulid();
    onClose();
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    setTouched(true);
    const tooLong = tooLongError(note, RETURN_NOTE_MAX);
    setNoteError(tooLong);
    if (!check.ok || tooLong || post.isPending) return;
    setFormError(null);
    try {
      const id = returnId.current;
      const answer = await post.mutateAsync({ id, lines: check.lines, note: note.trim() || null });
      setResult(answer.returns.find((r) => r.id === id) ?? answer.returns.at(-1) ?? null);
    } catch (caught) {
      const field = serverFieldError(caught, 'note');
      if (field) setNoteError(field);
      else setFormError(caught instanceof Error ? caught.message : t('common:errors.unknown'));
    }
  }

  return (
    <Dialog open={open} onOpenChange={(o) => (o ? undefined : close())}>
      <DialogContent closeLabel={t('common:actions.close')} data-testid="return-dialog">
        {result ? (
          <div className="flex flex-col gap-4" data-testid="return-result">
            <DialogHeader>
              <DialogTitle>{t('return.doneTitle')}</DialogTitle>
              <DialogDescription>{t('return.doneBody')}</DialogDescription>
            </DialogHeader>
            <dl className="flex flex-col gap-2 rounded-md border border-border p-3">
              <ResultRow label={t('return.value')} value={fmt.money(result.amount)} id="amount" />
              <ResultRow
                label={t(sale ? 'return.dueReducedSale' : 'return.dueReducedPurchase')}
                value={fmt.money(result.dueReduced)}
                id="due-reduced"
              />
              <ResultRow
                label={t(sale ? 'return.refundSale' : 'return.refundPurchase')}
                value={fmt.money(result.refunded)}
                id="refunded"
                strong
              />
            </dl>
            <DialogFooter>
              <Button onClick={close} data-testid="return-done">
                {t('return.ok')}
              </Button>
            </DialogFooter>
          </div>
        ) : (
          <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-4">
            <DialogHeader>
              <DialogTitle>{t('return.title', { number: fmt.digits(invoice.number) })}</DialogTitle>
              <DialogDescription>{t(sale ? 'return.bodySale' : 'return.bodyPurchase')}</DialogDescription>
            </DialogHeader>
            <FormAlert message={formError} />
            <ul className="flex flex-col gap-3">
              {lines.map((l) => {
                const left = returnableOf(l);
                const error = check.errors[l.lineNo];
                return (
                  <li key={l.lineNo} className="flex flex-col gap-1 rounded-md border border-border p-3" data-testid="return-line">
                    <p className="font-medium">{l.productName}</p>
                    <p className="text-sm text-muted-foreground">
                      {t('return.sold', { qty: fmt.qtyUnit(l.quantity, l.unit) })}
                      {(parseQuantity(l.returnedQuantity) ?? 0n) > 0n
                        ? ` · ${t('return.alreadyReturned', { qty: fmt.qtyUnit(l.returnedQuantity, l.unit) })}`
                        : ''}
                    </p>
                    {left > 0n ? (
                      <Field
                        label={
                          <>
                            <span className="sr-only">{l.productName} — </span>
                            {t('return.quantity')}
                          </>
                        }
                        hint={t('return.max', { qty: fmt.qtyUnit(formatQuantity(left), l.unit) })}
                        error={
                          error
                            ? t(error === 'tooMuch' ? 'return.tooMuch' : 'return.invalid', {
                                qty: fmt.qtyUnit(formatQuantity(left), l.unit),
                              })
                            : null
                        }
                      >
                        <Input
                          inputMode="decimal"
                          autoComplete="off"
                          value={typed[l.lineNo] ?? ''}
                          placeholder={fmt.qty('0')}
                          onChange={(e) => setTyped((prev) => ({ ...prev, [l.lineNo]: e.target.value }))}
                          data-testid="return-qty"
                        />
                      </Field>
                    ) : (
                      <p className="text-sm font-medium" data-testid="return-line-done">
                        {t('return.allBack')}
                      </p>
                    )}
                  </li>
                );
              })}
            </ul>
            <Button type="button" variant="outline" onClick={() => setTyped(allRemaining(lines))} data-testid="return-all">
              {t('return.all')}
            </Button>
            <Field label={t('return.note')} error={noteError}>
              <Input
                value={note}
                autoComplete="off"
                onChange={(e) => {
                  setNote(e.target.value);
                  setNoteError(null);
                }}
                data-testid="return-note"
              />
            </Field>
            {preview ? (
              <section
                aria-labelledby="return-preview-title"
                className="flex flex-col gap-2 rounded-md border border-border bg-muted/50 p-3"
                data-testid="return-preview"
                aria-live="polite"
              >
                <h3 id="return-preview-title" className="text-sm font-semibold">
                  {t('return.previewTitle')}
                </h3>
                <dl className="flex flex-col gap-2">
                  <ResultRow label={t('return.value')} value={fmt.money(formatMoneyDecimal(preview.amount))} id="preview-amount" />
                  <ResultRow
                    label={t(sale ? 'return.dueReducedSale' : 'return.dueReducedPurchase')}
                    value={fmt.money(formatMoneyDecimal(preview.dueReduced))}
                    id="preview-due-reduced"
                  />
                  <ResultRow
                    label={t(sale ? 'return.refundSale' : 'return.refundPurchase')}
                    value={fmt.money(formatMoneyDecimal(preview.refunded))}
                    id="preview-refunded"
                    strong
                  />
                </dl>
              </section>
            ) : null}
            <ErrorText error={touched && check.lines.length === 0 && Object.keys(check.errors).length === 0 ? t('return.nothing') : null} />
            <DialogFooter>
              <Button type="button" variant="outline" onClick={close}>
                {t('common:actions.cancel')}
              </Button>
              <SubmitButton pending={post.isPending} className="w-full sm:w-auto" data-testid="return-confirm">
                {t('return.confirm')}
              </SubmitButton>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}

function ResultRow({ label, value, id, strong = false }: { label: string; value: string; id: string; strong?: boolean }) {
  return (
    <div className="flex items-baseline justify-between gap-3">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className={strong ? 'text-lg font-semibold' : 'font-medium'} data-testid={`return-${id}`}>
        {value}
      </dd>
    </div>
  );
}
