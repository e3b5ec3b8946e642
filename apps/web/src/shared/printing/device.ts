/**
 * How this device prints: the print dialog or a printer the browser reaches (USB, Bluetooth,
 * serial), and which one. Kept on the device (localStorage), not on the server: another device of
 * the same shop has its own printer. The shop's defaults (paper, copies, drawer, cut) are the
 * server's settings.
 */
import { DEVICE_METHODS, type DeviceRef, type PrintMethod } from './transports';

const KEY = 'dokani.printer.v1';

export interface DevicePrinter {
  method: PrintMethod;
  /** The chosen printer, for a device method. */
  device: DeviceRef | null;
}

const DIALOG: DevicePrinter = { method: 'dialog', device: null };

export function loadDevicePrinter(): DevicePrinter {
  try {
    const raw = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Partial<DevicePrinter> | null;
    if (!raw || raw.method === 'dialog') return DIALOG;
    if (!DEVICE_METHODS.includes(raw.method as never)) return DIALOG;
    const d = raw.device;
    const device = d && d.method === raw.method && typeof d.name === 'string' ? d : null;
    return { method: raw.method as PrintMethod, device };
  } catch {
    return DIALOG;
  }
}

export function saveDevicePrinter(p: DevicePrinter): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(p));
  } catch {
    // private mode without storage: the choice lasts this page
  }
  listeners.forEach((l) => l());
}

const listeners = new Set<() => void>();
/** For useSyncExternalStore: the choice changed in this tab. */
export function subscribeDevicePrinter(l: () => void): () => void {
  listeners.add(l);
  return () => listeners.delete(l);
}
