import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAuthStore } from '@/shared/stores/auth';
import { Field } from '@/shared/ui/field';
import { Input } from '@/shared/ui/input';
import { AuthCard } from '../components/AuthCard';
import { SubmitButton } from '@/shared/ui/form';

/** The contract's name rule: 1 to 100 characters after trimming. */
export const NAME_MAX = 100;

/** /auth/signup: the user's name → /auth/setup-pin. */
export default function SignupNamePage() {
  const { t } = useTranslation('signup');
  const navigate = useNavigate();
  const [name, setName] = useState(() => useAuthStore.getState().signupData?.name ?? '');
  const [error, setError] = useState<string | null>(null);

  function submit(e: FormEvent) {
    e.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return setError(t('name.required'));
    if (trimmed.length > NAME_MAX) return setError(t('name.tooLong'));
    useAuthStore.getState().setSignupData({ name: trimmed });
    navigate('/auth/setup-pin');
  }

  return (
    <AuthCard title={t('name.title')}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <Field label={t('name.label')} error={error}>
          <Input
            autoComplete="name"
            name="name"
            placeholder={t('name.placeholder')}
            data-testid="name-input"
            autoFocus
            value={name}
            onChange={(e) => {
              setName(e.target.value);
              setError(null);
            }}
          />
        </Field>
        <SubmitButton pending={false}>{t('name.submit')}</SubmitButton>
      </form>
    </AuthCard>
  );
}
