import { Search } from 'lucide-react';
import { Input } from '@/shared/ui/input';

/** The search box of the online shop's lists: a magnifier, at most 100 characters, labelled by its placeholder. */
export function SearchField({
  value,
  onChange,
  label,
  testId,
}: {
  value: string;
  onChange: (value: string) => void;
  label: string;
  testId: string;
}) {
  return (
    <div className="relative">
      <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" />
      <Input
        type="search"
        value={value}
        maxLength={100}
        onChange={(e) => onChange(e.target.value)}
        placeholder={label}
        aria-label={label}
        className="pl-9"
        data-testid={testId}
      />
    </div>
  );
}
