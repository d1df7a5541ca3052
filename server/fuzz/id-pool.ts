import type { Random } from './random';
import { singular } from './openapi-routes';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Kept per kind; past it the oldest make room in turn, so the pool follows the run. */
const CAP = 300;

/** Names under which the API returns the id of something a route's path calls otherwise. */
const ALIASES: Record<string, string> = {
  attachment: 'file',
  profile: 'user',
  buyer: 'user',
  seller: 'user',
  professional: 'user',
  client: 'user',
  owner: 'user',
  viewer: 'user',
  recipient: 'user',
};
export const kindOf = (name: string) => {
  const one = singular(name);
  return ALIASES[one] ?? one;
};

/**
 * What the server has handed out so far: ids by kind (gig, bid, contract, file, user, …), paging
 * cursors, signed file links, e-mail addresses, tokens from the dev mailbox's links, and the
 * Idempotency-Keys sent. Requests draw on it, so path params
 * name real things, the caller's own or someone else's, and not only ids nobody issued.
 */
export class IdPool {
  private readonly ids = new Map<string, string[]>();
  private readonly cursors: string[] = [];
  private readonly fileLinks: string[] = [];
  private readonly idempotencyKeys: string[] = [];
  private readonly emails: string[] = [];
  private readonly tokens: string[] = [];
  private evicted = 0;

  /** Walks a JSON answer for ids, cursors and signed links. */
  harvest(value: unknown, key = ''): void {
    if (typeof value === 'string') {
      if (/cursor/i.test(key)) this.keep(this.cursors, value);
      else if (/email$/i.test(key) && value.includes('@')) this.keep(this.emails, value);
      else if (value.startsWith('/api/files/') && value.includes('signature='))
        this.keep(this.fileLinks, value);
      else if (UUID.test(value) && /Id$/.test(key)) this.add(kindOf(key.slice(0, -2)), value);
      // Links in the dev mailbox's e-mails: password-reset and verification tokens.
      for (const [, token] of value.matchAll(/[?&]token=([^&\s"]+)/g))
        this.keep(this.tokens, decodeURIComponent(token!));
      return;
    }
    if (Array.isArray(value)) {
      for (const item of value.slice(0, 50)) this.harvest(item, key);
      return;
    }
    if (value === null || typeof value !== 'object') return;
    const record = value as Record<string, unknown>;
    if (typeof record.id === 'string' && UUID.test(record.id))
      this.add(kindOf(key || 'thing'), record.id);
    for (const [child, item] of Object.entries(record))
      if (child !== 'id') this.harvest(item, child);
  }

  add(kind: string, id: string): void {
    const list = this.ids.get(kind) ?? [];
    if (!list.includes(id)) this.keep(list, id);
    this.ids.set(kind, list);
  }

  /** An id of that kind if one was seen, else undefined. */
  pick(random: Random, kind: string): string | undefined {
    const list = this.ids.get(kind);
    return list?.length ? random.pick(list) : undefined;
  }

  /** Any id of any kind: a gig's id where a contract's is expected, and so on. */
  any(random: Random): string | undefined {
    const kinds = [...this.ids.values()].filter((list) => list.length > 0);
    return kinds.length ? random.pick(random.pick(kinds)) : undefined;
  }

  cursor(random: Random): string | undefined {
    return this.cursors.length ? random.pick(this.cursors) : undefined;
  }

  fileLink(random: Random): string | undefined {
    return this.fileLinks.length ? random.pick(this.fileLinks) : undefined;
  }

  /** An address some account was registered with (the fuzz registers with FUZZ_PASSWORD). */
  email(random: Random): string | undefined {
    return this.emails.length ? random.pick(this.emails) : undefined;
  }

  /** A token from an e-mail link (reset, verification). */
  token(random: Random): string | undefined {
    return this.tokens.length ? random.pick(this.tokens) : undefined;
  }

  rememberIdempotencyKey(key: string): void {
    this.keep(this.idempotencyKeys, key);
  }

  idempotencyKey(random: Random): string | undefined {
    return this.idempotencyKeys.length ? random.pick(this.idempotencyKeys) : undefined;
  }

  /** Kinds and how many of each, for the start-of-run line. */
  describe(): string {
    return [...this.ids.entries()].map(([kind, list]) => `${list.length} ${kind}`).join(', ');
  }

  private keep(list: string[], value: string): void {
    if (list.length < CAP) list.push(value);
    else list[this.evicted++ % CAP] = value;
  }
}
