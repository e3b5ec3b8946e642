// The device's own store (IndexedDB) for the offline counter: a faithful in-memory one (happy-dom has none).
import 'fake-indexeddb/auto';
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { i18nReady } from '@/shared/lib/i18n';

// Pages are lazy modules; on a busy machine their first import can take longer than the default
// 1 s of findBy*/waitFor (10 s here). The wait is for code loading, not a performance check.
configure({ asyncUtilTimeout: 10_000 });

// Texts load asynchronously (one language at a time); every test starts with them ready.
await i18nReady;

afterEach(async () => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  // the device's store starts empty in every test (the app closes its connection when asked)
  await new Promise<void>((resolve) => {
    const r = indexedDB.deleteDatabase('dokani-offline');
    r.onsuccess = r.onerror = r.onblocked = () => resolve();
  });
});
