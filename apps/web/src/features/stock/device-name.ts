/**
 * A short, readable name of this device from the browser's user agent, e.g. "Chrome · Android".
 * It only labels stock movements in the history; the person can change it.
 */
import { TEXT_LIMITS } from '@dokani/contracts/text-limits';

const BROWSERS: readonly [RegExp, string][] = [
  [/SamsungBrowser/i, 'Samsung Internet'],
  [/EdgA?\/|Edge\//i, 'Edge'],
  [/OPR\/|Opera|OPiOS/i, 'Opera'],
  [/UCBrowser/i, 'UC Browser'],
  [/Firefox|FxiOS/i, 'Firefox'],
  [/CriOS|Chrome|Chromium/i, 'Chrome'],
  [/Safari/i, 'Safari'],
];

const SYSTEMS: readonly [RegExp, string][] = [
  [/Android/i, 'Android'],
  [/iPhone|iPad|iPod/i, 'iOS'],
  [/CrOS/i, 'ChromeOS'],
  [/Windows/i, 'Windows'],
  [/Macintosh|Mac OS X/i, 'macOS'],
  [/Linux/i, 'Linux'],
];

export const DEVICE_NAME_MAX = TEXT_LIMITS.deviceName;

export function deviceNameFromUserAgent(ua: string): string {
  const browser = BROWSERS.find(([re]) => re.test(ua))?.[1];
  const system = SYSTEMS.find(([re]) => re.test(ua))?.[1];
  return [browser, system].filter(Boolean).join(' · ').slice(0, DEVICE_NAME_MAX);
}

/** What the person last typed as this device's name, else the name from the user agent. */
export const DEVICE_NAME_STORAGE_KEY = 'dokani-device-name';

export function defaultDeviceName(): string {
  try {
    const saved = localStorage.getItem(DEVICE_NAME_STORAGE_KEY);
    if (saved && saved.trim()) return saved.trim().slice(0, DEVICE_NAME_MAX);
  } catch {
    // storage unavailable
  }
  return typeof navigator === 'undefined' ? '' : deviceNameFromUserAgent(navigator.userAgent);
}

export function rememberDeviceName(name: string): void {
  try {
    const auto = typeof navigator === 'undefined' ? '' : deviceNameFromUserAgent(navigator.userAgent);
    if (!name.trim() || name.trim() === auto) localStorage.removeItem(DEVICE_NAME_STORAGE_KEY);
    else localStorage.setItem(DEVICE_NAME_STORAGE_KEY, name.trim().slice(0, DEVICE_NAME_MAX));
  } catch {
    // storage unavailable: the name still goes with this update
  }
}
