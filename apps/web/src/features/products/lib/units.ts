import type { TFunction } from 'i18next';
import { PRODUCT_UNITS } from '@dokani/contracts/constants';

export type PresetUnit = (typeof PRODUCT_UNITS)[number];

export function isPresetUnit(unit: string): unit is PresetUnit {
  return (PRODUCT_UNITS as readonly string[]).includes(unit);
}

/** A unit in words: a preset in the user's language, a custom unit as the shop wrote it. */
export function unitLabel(unit: string, t: TFunction): string {
  return isPresetUnit(unit) ? t(`products:units.${unit}`) : unit;
}
