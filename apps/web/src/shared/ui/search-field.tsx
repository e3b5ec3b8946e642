import { Search } from 'lucide-react';
import { Input } from '@/shared/ui/input';

/** A list's search box: a magnifier, labelled by its placeholder; `maxLength` where the server limits the text. */
export function SearchField({
  value,
  onChange,
  label,
  testId,
  maxLength,
}: {
  value: string;
  onChange: (value: string) => void;
  label: string;
  testId: string;
  maxLength?: number;
}) {
  return (
    <div className="relative">
      <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" />
      <Input
        type="search"
        value={value}
        maxLength={maxLength}
        onChange={(e) => onChange(e.target.value)}
        placeholder={label}
        aria-label={label}
        className="pl-9"
        data-testid={testId}
      />
    </div>
  );
}
