import type { Contact } from '@dokani/contracts';
import { cn } from '@/shared/lib/cn';
import { LazyImage } from '@/shared/ui/lazy-image';

/** The first letter as people see it (a Bangla letter with its vowel sign stays whole). */
export function initialOf(name: string): string {
  const text = name.trim();
  if (!text) return '?';
  if (typeof Intl !== 'undefined' && 'Segmenter' in Intl) {
    const first = new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)[Symbol.iterator]().next();
    if (!first.done) return first.value.segment.toUpperCase();
  }
  return [...text][0]?.toUpperCase() ?? '?';
}

/** A contact's photo in a circle, or the first letter of the name when there is none. */
export function ContactAvatar({
  contact,
  className,
  alt = '',
}: {
  contact: Pick<Contact, 'name' | 'photoUrl'>;
  className?: string;
  alt?: string;
}) {
  if (contact.photoUrl) {
    return (
      <LazyImage
        src={contact.photoUrl}
        alt={alt}
        className={cn('size-10 shrink-0 rounded-full', className)}
        data-testid="contact-avatar-photo"
      />
    );
  }
  return (
    <span
      aria-hidden={alt ? undefined : true}
      role={alt ? 'img' : undefined}
      aria-label={alt || undefined}
      className={cn(
        'inline-flex size-10 shrink-0 select-none items-center justify-center rounded-full bg-primary/10 font-semibold text-primary',
        className,
      )}
    >
      {initialOf(contact.name)}
    </span>
  );
}
