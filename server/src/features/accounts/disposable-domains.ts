import { createRequire } from 'node:module';
import { hasDisposableKeyword, type DisposableDomainCheck } from '@titletrust/shared';

const require = createRequire(import.meta.url);

let domains: Set<string> | undefined;

/**
 * The server's disposable-domain check: the spec's six providers plus the maintained
 * disposable-email-domains list (over 100,000 domains, too large for the browser). A sub-domain
 * of a listed domain counts too.
 */
export const isDisposableDomain: DisposableDomainCheck = (domain) => {
  if (hasDisposableKeyword(domain)) return true;
  domains ??= new Set(require('disposable-email-domains') as string[]);
  const labels = domain.split('.');
  for (let i = 0; i < labels.length - 1; i++) {
    if (domains.has(labels.slice(i).join('.'))) return true;
  }
  return false;
};
