import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import * as RadioGroup from '@radix-ui/react-radio-group';
import { Store, Users } from 'lucide-react';
import { useAuthStore, type SignupData } from '@/shared/stores/auth';
import { cn } from '@/shared/lib/cn';
import { AuthCard } from '../components/AuthCard';
import { SubmitButton } from '@/shared/ui/form';

type Intent = NonNullable<SignupData['intent']>;
const OPTIONS: { value: Intent; icon: typeof Store; label: string; hint: string }[] = [
  { value: 'own-business', icon: Store, label: 'intent.own', hint: 'intent.ownHint' },
  { value: 'invited', icon: Users, label: 'intent.invited', hint: 'intent.invitedHint' },
];

/** /auth/user-intent: run my own business, or I was invited to a shop. */
export default function UserIntentPage() {
  const { t } = useTranslation('signup');
  const navigate = useNavigate();
  const stored = useAuthStore((s) => s.signupData?.intent);
  const [intent, setIntent] = useState<Intent | undefined>(stored);
  const [error, setError] = useState(false);

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!intent) {
      setError(true);
      return;
    }
    useAuthStore.getState().setSignupData({ intent });
    navigate('/auth/signup');
  }

  return (
    <AuthCard title={t('intent.title')}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <RadioGroup.Root
          aria-label={t('intent.label')}
          aria-describedby={error ? 'intent-error' : undefined}
          value={intent ?? ''}
          onValueChange={(v) => {
            setIntent(v as Intent);
            setError(false);
          }}
          className="flex flex-col gap-3"
        >
          {OPTIONS.map(({ value, icon: Icon, label, hint }) => (
            <label
              key={value}
              className={cn(
                'flex cursor-pointer items-start gap-3 rounded-lg border p-4 transition-colors',
                'has-[button:focus-visible]:ring-2 has-[button:focus-visible]:ring-ring',
                intent === value ? 'border-primary bg-secondary' : 'border-input bg-card hover:bg-accent',
              )}
            >
              <RadioGroup.Item
                value={value}
                data-testid={`intent-${value}`}
                className="mt-1 flex size-5 shrink-0 items-center justify-center rounded-full border-2 border-input outline-none data-[state=checked]:border-primary"
              >
                <RadioGroup.Indicator className="size-2.5 rounded-full bg-primary" />
              </RadioGroup.Item>
              <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
              <span className="min-w-0">
                <span className="block font-medium">{t(label)}</span>
                <span className="block text-sm text-muted-foreground">{t(hint)}</span>
              </span>
            </label>
          ))}
        </RadioGroup.Root>
        {error ? (
          <p id="intent-error" role="alert" className="text-sm font-medium text-destructive">
            {t('intent.required')}
          </p>
        ) : null}
        <SubmitButton pending={false}>{t('intent.submit')}</SubmitButton>
      </form>
    </AuthCard>
  );
}
