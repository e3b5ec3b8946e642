import { forwardRef } from 'react';
import { PHOTO_TYPES } from '@/shared/lib/photos';
import { cn } from '@/shared/lib/cn';
import { Spinner } from './spinner';

/**
 * The hidden file input behind a "pick a photo" button (the button calls its `click()`): the
 * files chosen are handed on, then it is emptied, so the same file can be picked again.
 */
export const PhotoInput = forwardRef<
  HTMLInputElement,
  /** `accept`: the photo types the server takes, unless the server itself judges the file. */
  { onFiles: (files: [File, ...File[]]) => void; multiple?: boolean; accept?: string; testId: string }
>(function PhotoInput({ onFiles, multiple, accept = PHOTO_TYPES.join(','), testId }, ref) {
  return (
    <input
      ref={ref}
      type="file"
      accept={accept}
      multiple={multiple}
      className="sr-only"
      tabIndex={-1}
      aria-hidden="true"
      data-testid={testId}
      onChange={(e) => {
        const [first, ...more] = [...(e.target.files ?? [])];
        e.target.value = '';
        if (first) onFiles([first, ...more]);
      }}
    />
  );
});

/** A spinner over a picture while it is saved or removed; `className` gives it the picture's corners. */
export function PhotoBusy({ label, className }: { label: string; className?: string }) {
  return (
    <span className={cn('absolute inset-0 flex items-center justify-center bg-background/60', className)} role="status" aria-label={label}>
      <Spinner />
    </span>
  );
}
