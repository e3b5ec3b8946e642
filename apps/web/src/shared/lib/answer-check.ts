/**
 * Development and tests only: every API answer is parsed with the contract's schema for its route
 * (packages/contracts/src/api.ts), so an answer the web's code or a test's fake makes up that
 * the server could not send — or a server change the web was not updated for — fails loudly.
 * `api()` loads this module only when `import.meta.env.DEV` is set; production pages never do.
 */
import type { ZodType } from 'zod';
import { API, type RouteContract } from '@dokani/contracts/api';

interface Route {
  key: string;
  method: string;
  pattern: RegExp;
  params: number;
  schema: ZodType | undefined;
}

/** The table's routes, those with fewer `:params` first (…/products/expiring before …/products/:productId). */
const ROUTES: Route[] = Object.entries(API as Record<string, RouteContract>)
  .map(([key, { answer: schema }]) => {
    const [method = '', path = ''] = key.split(' ');
    const params = path.split('/').filter((s) => s.startsWith(':')).length;
    return { key, method, pattern: new RegExp(`^${path.replace(/:[^/]+/g, '[^/]+')}$`), params, schema };
  })
  .sort((a, b) => a.params - b.params);

/** Throws when `body` is not what the contract says `method path` answers (the query string is ignored). */
export function checkAnswer(method: string, path: string, body: unknown): void {
  const bare = path.split('?')[0] ?? path;
  const route = ROUTES.find((r) => r.method === method && r.pattern.test(bare));
  if (!route) throw new Error(`${method} ${bare}: no answer in the contract (packages/contracts/src/api.ts)`);
  // A 204 or a redirect: no body to check.
  if (!route.schema) return;
  const parsed = route.schema.safeParse(body);
  if (parsed.success) return;
  const issues = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(the answer)'}: ${i.message}`).join('\n');
  throw new Error(`${method} ${bare} answered outside the contract (${route.key}):\n${issues}`);
}
