import { useTranslation } from 'react-i18next';

/**
 * A unit in words: a preset unit in the user's language (the products namespace), a shop's own
 * unit as written. (products/lib/units.ts says the same, but it reads the unit list from the
 * contracts package, whose schemas would come with it into the counter's bundle.)
 */
export function useUnitName(): (unit: string) => string {
  const { t } = useTranslation('products');
  return (unit) => t(`units.${unit}`, { defaultValue: unit });
}
