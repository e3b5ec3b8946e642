import type { TFunction } from 'i18next';
import { notify } from '@/shared/lib/notify';
import { PrintError, type DeviceRef, type PrintFailure } from './transports';

const REASONS: readonly PrintFailure[] = ['unsupported', 'cancelled', 'denied', 'gone', 'paperOut', 'failed', 'notChosen'];

/** Why a print failed, in the user's words (`books` print.errors.*). */
export function printFailureText(t: TFunction, e: unknown): string {
  const reason = e instanceof PrintError && REASONS.includes(e.reason) ? e.reason : 'failed';
  return t(`books:print.errors.${reason}`);
}

/**
 * Says a print to the device's printer failed and offers the browser's print dialog instead
 * (`afterSale`: adds that the sale itself is saved — a print never touches it).
 */
export function reportPrintFailure(t: TFunction, e: unknown, fallback: () => void, afterSale = false): void {
  const text = printFailureText(t, e);
  notify('error', afterSale ? `${text} ${t('books:print.saleSafe')}` : text, { label: t('books:print.useBrowser'), onClick: fallback });
}

/** A chosen printer as the user knows it: its own name, else the kind (`books` print.devices.*). */
export function printerLabel(t: TFunction, ref: DeviceRef | null): string {
  if (!ref) return '';
  return ref.name || t(`books:print.devices.${ref.method}`);
}
