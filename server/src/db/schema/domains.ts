import type { CurrencyCode } from '@titletrust/shared';
import { customType } from 'drizzle-orm/pg-core';

/**
 * Columns typed by PostgreSQL domains (migration 0018, docs/decisions/021): a domain's CHECK is
 * parsed once per connection and tested only on the values a statement writes, where a table's
 * CHECK constraints are parsed again for every statement that writes a row of the table.
 * The money path writes contracts, accounts, entries and postings in every movement.
 */
const domainOf = <Data, Driver>(
  name: string,
  fromDriver: (value: Driver) => Data,
  toDriver: (value: Data) => Driver,
) => customType<{ data: Data; driverData: Driver }>({ dataType: () => name, fromDriver, toDriver });

const bigintDomain = (name: string) =>
  domainOf<bigint, string>(
    name,
    (value) => BigInt(value),
    (value) => value.toString(),
  );
/** A text domain holding one of `Values` (its CHECK lists them). */
export const textDomain = <Values extends string>(name: string) =>
  domainOf<Values, string>(
    name,
    (value) => value as Values,
    (value) => value,
  );

/** Minor units (of the row's currency) above zero: what a contract is for. */
export const positiveMinor = bigintDomain('positive_minor');
/** Minor units never below zero: a person's or an escrow's balance. */
export const nonnegativeMinor = bigintDomain('nonnegative_minor');
/** Minor units other than zero: a posting moves something. */
export const nonzeroMinor = bigintDomain('nonzero_minor');
/** A currency of `CURRENCIES` (shared/src/money.ts); the domain's CHECK lists them. */
export const currencyCode = textDomain<CurrencyCode>('currency_code');
/** A fee in basis points, 0 to 10,000. */
export const feeBps = domainOf<number, number>(
  'fee_bps',
  (value) => value,
  (value) => value,
);
