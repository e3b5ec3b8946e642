import { useSyncExternalStore } from 'react';
import { loadDevicePrinter, subscribeDevicePrinter, type DevicePrinter } from './device';

let last: { json: string; value: DevicePrinter } | null = null;

function snapshot(): DevicePrinter {
  const value = loadDevicePrinter();
  const json = JSON.stringify(value);
  if (last?.json !== json) last = { json, value };
  return last.value;
}

function subscribe(l: () => void): () => void {
  const off = subscribeDevicePrinter(l);
  // another tab of this device chose a printer
  window.addEventListener('storage', l);
  return () => {
    off();
    window.removeEventListener('storage', l);
  };
}

/** How this device prints (device.ts), following changes made in this tab or another. */
export function useDevicePrinter(): DevicePrinter {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
