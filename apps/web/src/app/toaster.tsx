import { useEffect } from 'react';
import { Toaster } from 'sonner';
import { toasterMounted } from '@/shared/lib/notify';
import { useResolvedTheme } from '@/shared/ui/theme-provider';

/** Toasts (spec §9): close after 4000 ms, at most 3 on screen. */
export const TOAST_DURATION = 4000;
export const VISIBLE_TOASTS = 3;

export default function AppToaster() {
  const theme = useResolvedTheme();
  // Sonner's own effect (a child's) has subscribed by the time this one runs.
  useEffect(() => toasterMounted(), []);
  // Plain (not "rich") colours: dark text on the card colour passes contrast in both themes; the
  // icon carries the kind. Bottom-right keeps forms' buttons free on a desktop; phones get the
  // full-width bottom strip.
  // Sonner's stylesheet sets its own font stack; the app's (with the Bangla face) must win, or
  // Bangla toasts show as empty boxes where the system has no Bangla font.
  return (
    <Toaster
      theme={theme}
      duration={TOAST_DURATION}
      visibleToasts={VISIBLE_TOASTS}
      position="bottom-right"
      closeButton
      style={{ fontFamily: 'var(--font-sans)' }}
    />
  );
}
