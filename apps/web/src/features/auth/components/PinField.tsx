import { useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Eye, EyeOff } from 'lucide-react';
import { Field } from '@/shared/ui/field';
import { PinInput } from '@/shared/ui/digit-input';
import { Button } from '@/shared/ui/button';

type PinInputProps = ComponentProps<typeof PinInput>;

/** A labelled 5-digit PIN with a show/hide toggle. */
export function PinField({
  label,
  error,
  testId,
  value,
  onValueChange,
  autoFocus,
  autoComplete,
  name,
  onBlur,
}: {
  label: string;
  error?: string | null;
  testId: string;
  value: string;
  onValueChange: (v: string) => void;
  autoFocus?: boolean;
  autoComplete?: string;
  name?: string;
  onBlur?: PinInputProps['onBlur'];
}) {
  const { t } = useTranslation('auth');
  const [visible, setVisible] = useState(false);
  return (
    <div className="flex items-end gap-2">
      <Field label={label} error={error} className="flex-1">
        <PinInput
          data-testid={testId}
          value={value}
          onValueChange={onValueChange}
          masked={!visible}
          autoFocus={autoFocus}
          autoComplete={autoComplete}
          name={name}
          onBlur={onBlur}
        />
      </Field>
      <Button
        variant="ghost"
        size="icon"
        className={error ? 'mb-8' : undefined}
        aria-pressed={visible}
        aria-label={visible ? t('pin.hide') : t('pin.show')}
        onClick={() => setVisible((v) => !v)}
      >
        {visible ? <EyeOff aria-hidden="true" className="!size-5" /> : <Eye aria-hidden="true" className="!size-5" />}
      </Button>
    </div>
  );
}
