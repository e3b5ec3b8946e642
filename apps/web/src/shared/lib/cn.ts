import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names. No conflict resolution (tailwind-merge would add ~9 kB gzip to the sign-in
 * page): components accept classes that ADD to theirs, and variants choose between conflicting
 * utilities (never pass e.g. `px-2` to override a component's own `px-4`).
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
