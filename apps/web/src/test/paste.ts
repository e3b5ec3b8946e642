import { fireEvent } from '@testing-library/react';

/**
 * Pastes `text` over the whole content of an input or textarea, as a browser does: a `maxlength`
 * attribute silently cuts what the person pastes or types, so the field keeps only its first
 * `maxlength` characters. (fireEvent.change alone would set the whole text whatever the
 * attribute says.)
 */
export function pasteText(field: HTMLElement, text: string): void {
  const max = Number(field.getAttribute('maxlength') ?? -1);
  fireEvent.change(field, { target: { value: max >= 0 ? text.slice(0, max) : text } });
}
