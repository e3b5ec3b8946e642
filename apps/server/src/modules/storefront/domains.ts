/**
 * A shop's own domain serves its store at `/` (docs/API.md, the online shop's pages): requests are
 * mapped by Host before routing (Fastify's rewriteUrl, which must answer at once), so the map of
 * domains is kept in memory, read at start and again every minute — a domain set by the operator
 * command is live within a minute on every process. The API, media and the store's own files keep
 * their paths.
 */
import type { Queryable } from '../../platform/db/schema.ts';
import { publishedDomains } from '../online-shop/index.ts';

const KEEP = /^\/(api|media|store)(\/|$)/;
export const DOMAIN_REFRESH_MS = 60_000;

export class StoreDomains {
  private slugs = new Map<string, string>();
  private timer: NodeJS.Timeout | null = null;

  /** Reads the published stores' domains. */
  async refresh(db: Queryable): Promise<void> {
    this.slugs = new Map((await publishedDomains(db)).map((r) => [r.domain, r.slug]));
  }

  /** Reads now and then every minute until stopped. */
  async start(db: Queryable, onError: (e: unknown) => void): Promise<void> {
    await this.refresh(db);
    this.timer = setInterval(() => this.refresh(db).catch(onError), DOMAIN_REFRESH_MS);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /**
   * The store whose own domain a Host header names: the domain as the operator set it (the map's
   * key, not the header's text, which may differ in case or port) and the store's slug.
   */
  match(host: string | undefined): { domain: string; slug: string } | null {
    if (!host || this.slugs.size === 0) return null;
    const domain = host.toLowerCase().replace(/:\d+$/, '');
    const slug = this.slugs.get(domain);
    return slug ? { domain, slug } : null;
  }

  /**
   * The URL a request on this Host is routed by: a store's own domain reads as /store/<slug>/….
   * Its /store/… paths stay as they are; the storefront's pages then serve only the domain's own
   * store there (storefront.routes.tsx).
   */
  rewrite(host: string | undefined, url: string): string {
    const slug = this.match(host)?.slug;
    if (!slug || KEEP.test(url)) return url;
    const q = url.indexOf('?');
    const path = q < 0 ? url : url.slice(0, q);
    return `/store/${slug}${path === '/' ? '' : path}${q < 0 ? '' : url.slice(q)}`;
  }
}
