import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { districtsOf, divisions, metroOf, thanasOf, upazilasOf } from '@dokani/core/geo';
import { Field } from '@/shared/ui/field';
import { Select, SelectContent, SelectGroup, SelectItem, SelectLabel, SelectTrigger, SelectValue } from '@/shared/ui/select';
import type { ShopFormIn } from './shop-form-schema';

interface GeoItem {
  id: string;
  name: string;
  bn_name: string;
}

type GeoField = 'divisionId' | 'districtId' | 'areaId';

/** A list's items under a heading (none: the list has one group). */
interface GeoGroup {
  label?: string;
  items: readonly GeoItem[];
}

function GeoSelect({
  control,
  name,
  label,
  placeholder,
  groups,
  lang,
  disabled,
  onPicked,
  testId,
}: {
  control: Control<ShopFormIn>;
  name: GeoField;
  label: string;
  placeholder: string;
  groups: readonly GeoGroup[];
  lang: 'bn' | 'en';
  disabled?: boolean;
  onPicked?: () => void;
  testId: string;
}) {
  const sorted = (items: readonly GeoItem[]) =>
    [...items].sort((a, b) => (lang === 'bn' ? a.bn_name.localeCompare(b.bn_name, 'bn') : a.name.localeCompare(b.name, 'en')));
  const options = (items: readonly GeoItem[]) =>
    sorted(items).map((item) => (
      <SelectItem key={item.id} value={item.id}>
        {lang === 'bn' ? item.bn_name : item.name}
      </SelectItem>
    ));
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Select
          value={field.value}
          disabled={disabled}
          onValueChange={(v) => {
            field.onChange(v);
            onPicked?.();
          }}
        >
          <Field label={label}>
            <SelectTrigger data-testid={testId} onBlur={field.onBlur}>
              <SelectValue placeholder={placeholder} />
            </SelectTrigger>
          </Field>
          <SelectContent>
            {groups.map((g, i) =>
              g.label ? (
                <SelectGroup key={i}>
                  <SelectLabel>{g.label}</SelectLabel>
                  {options(g.items)}
                </SelectGroup>
              ) : (
                options(g.items)
              ),
            )}
          </SelectContent>
        </Select>
      )}
    />
  );
}

/**
 * Division → district → area, from the core geo lists, named in the chosen language. A district
 * with a city offers its metropolitan thanas (Dhanmondi, Mirpur…) first, under the city's name,
 * then its upazilas under their own heading.
 */
export function GeoPickers({
  control,
  divisionId,
  districtId,
  onDivision,
  onDistrict,
}: {
  control: Control<ShopFormIn>;
  divisionId: string;
  districtId: string;
  onDivision: () => void;
  onDistrict: () => void;
}) {
  const { t, i18n } = useTranslation('shop');
  const lang = i18n.language === 'en' ? 'en' : 'bn';
  const metro = districtId ? metroOf(districtId) : undefined;
  const areaGroups: GeoGroup[] = !districtId
    ? []
    : metro
      ? [
          { label: lang === 'bn' ? metro.bn_name : metro.name, items: thanasOf(districtId) },
          { label: t('form.upazilas'), items: upazilasOf(districtId) },
        ]
      : [{ items: upazilasOf(districtId) }];
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <GeoSelect
        control={control}
        name="divisionId"
        testId="division-select"
        label={t('form.division')}
        placeholder={t('form.choose')}
        groups={[{ items: divisions }]}
        lang={lang}
        onPicked={onDivision}
      />
      <GeoSelect
        control={control}
        name="districtId"
        testId="district-select"
        label={t('form.district')}
        placeholder={divisionId ? t('form.choose') : t('form.chooseDivisionFirst')}
        groups={[{ items: divisionId ? districtsOf(divisionId) : [] }]}
        lang={lang}
        disabled={!divisionId}
        onPicked={onDistrict}
      />
      <GeoSelect
        control={control}
        name="areaId"
        testId="area-select"
        label={t('form.area')}
        placeholder={districtId ? t('form.choose') : t('form.chooseDistrictFirst')}
        groups={areaGroups}
        lang={lang}
        disabled={!districtId}
      />
    </div>
  );
}
