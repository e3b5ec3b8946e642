import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { i18nReady } from '@/shared/lib/i18n';

// Texts load asynchronously (one language at a time); every test starts with them ready.
await i18nReady;

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
