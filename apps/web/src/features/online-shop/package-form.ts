import type { CreateShippingPackageWire, PatchShippingPackageWire, ShippingPackage } from '@dokani/contracts/online-shop';
import { TEXT_LIMITS } from '@dokani/contracts/text-limits';
import { toAsciiDigits } from '@dokani/core/digits';
import { formatMoneyDecimal, parseMoney } from '@dokani/core/money';
import type { Language } from '@dokani/i18n';
import { localDigits } from '@/shared/lib/format';
import { tooLongError } from '@/shared/lib/form-errors';
import { i18n } from '@/shared/lib/i18n';
import type { FieldErrors } from './errors';

/** What the delivery package form holds, as typed (Bangla digits and thousands commas allowed). */
export interface PackageFormValues {
  name: string;
  fee: string;
}
export type PackageField = keyof PackageFormValues;
export const PACKAGE_FIELDS: readonly PackageField[] = ['name', 'fee'];
export const EMPTY_PACKAGE: PackageFormValues = { name: '', fee: '' };

/** A saved package as the form shows it: the fee without ".00", in the user's digits. */
export function packageFormValues(p: ShippingPackage, lang: Language): PackageFormValues {
  return { name: p.name, fee: localDigits(p.fee.replace(/\.00$/, ''), lang) };
}

/** The fee in poisha, or null when it is not an amount of money. */
const feePoisha = (typed: string) => parseMoney(toAsciiDigits(typed).replace(/[,\s]/g, ''));

/** Both fields are needed; the name within its limit, the fee an amount of 0 or more. */
export function checkPackage(v: PackageFormValues): FieldErrors<PackageField> {
  const errors: FieldErrors<PackageField> = {};
  if (v.name.trim() === '') errors.name = i18n.t('validation:required');
  else {
    const long = tooLongError(v.name, TEXT_LIMITS.shippingPackageName);
    if (long) errors.name = long;
  }
  const fee = feePoisha(v.fee);
  if (v.fee.trim() === '') errors.fee = i18n.t('validation:required');
  else if (fee === null) errors.fee = i18n.t('validation:money');
  else if (fee < 0n) errors.fee = i18n.t('online:delivery.feeNegative');
  return errors;
}

/** The POST body (a checked form) with the dialog's client ULID. */
export function packageBody(id: string, v: PackageFormValues): CreateShippingPackageWire {
  return { id, name: v.name.trim(), fee: formatMoneyDecimal(feePoisha(v.fee) ?? 0n) };
}

/** The PATCH body of an edit (a checked form): only what changed; empty when nothing did. */
export function packagePatch(saved: ShippingPackage, v: PackageFormValues): PatchShippingPackageWire {
  const patch: PatchShippingPackageWire = {};
  if (v.name.trim() !== saved.name) patch.name = v.name.trim();
  const fee = feePoisha(v.fee);
  if (fee !== null && fee !== parseMoney(saved.fee)) patch.fee = formatMoneyDecimal(fee);
  return patch;
}

/** `name` and `fee` details on their fields. */
export const packageField = (key: string): PackageField | null =>
  (PACKAGE_FIELDS as readonly string[]).includes(key) ? (key as PackageField) : null;
