import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page, TestInfo } from '@playwright/test';

/**
 * A screenshot for a person to look at (Bangla rendering, layout at phone width), written only
 * when E2E_SHOTS names a folder: `E2E_SHOTS=/tmp/shots npx playwright test …`. Named
 * `<project>-<lang>-<name>.png`. Not a check: the journeys assert what they need on their own.
 */
export async function shot(page: Page, info: TestInfo, lang: string, name: string): Promise<void> {
  const dir = process.env.E2E_SHOTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  // From the top: a full-page shot taken while scrolled paints the sticky header mid-page.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: join(dir, `${info.project.name}-${lang}-${name}.png`), fullPage: true });
}
