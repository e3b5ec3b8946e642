import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { districtsOf, divisions, upazilasOf } from '@dokani/core/geo';
import { Field } from '@/shared/ui/field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/shared/ui/select';
import type { ShopFormIn } from './ShopForm';

interface GeoItem {
  id: string;
  name: string;
  bn_name: string;
}

type GeoField = 'divisionId' | 'districtId' | 'areaId';

function GeoSelect({
  control,
  name,
  label,
  placeholder,
  items,
  lang,
  disabled,
  onPicked,
  testId,
}: {
  control: Control<ShopFormIn>;
  name: GeoField;
  label: string;
  placeholder: string;
  items: readonly GeoItem[];
  lang: 'bn' | 'en';
  disabled?: boolean;
  onPicked?: () => void;
  testId: string;
}) {
  const sorted = [...items].sort((a, b) =>
    lang === 'bn' ? a.bn_name.localeCompare(b.bn_name, 'bn') : a.name.localeCompare(b.name, 'en'),
  );
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
            {sorted.map((item) => (
              <SelectItem key={item.id} value={item.id}>
                {lang === 'bn' ? item.bn_name : item.name}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      )}
    />
  );
}

/** Division → district → area (upazila), from the core geo lists, named in the chosen language. */
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
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <GeoSelect
        control={control}
        name="divisionId"
        testId="division-select"
        label={t('form.division')}
        placeholder={t('form.choose')}
        items={divisions}
        lang={lang}
        onPicked={onDivision}
      />
      <GeoSelect
        control={control}
        name="districtId"
        testId="district-select"
        label={t('form.district')}
        placeholder={divisionId ? t('form.choose') : t('form.chooseDivisionFirst')}
        items={divisionId ? districtsOf(divisionId) : []}
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
        items={districtId ? upazilasOf(districtId) : []}
        lang={lang}
        disabled={!districtId}
      />
    </div>
  );
}
