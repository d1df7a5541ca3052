import { ESLint } from 'eslint';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { assertNoCycle } from '../eslint.architecture.js';

// The house rules lint enforces (docs/ARCHITECTURE.md, decision 038), each shown refusing what it
// must refuse: a rule that stopped firing would let the rooms leak into each other unseen.
const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

/** The architecture rules' messages for `code` linted as if it were the file at `file`. */
async function houseProblems(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages
    .filter((m) => m.ruleId?.startsWith('boundaries/') || m.ruleId === 'import-x/no-cycle')
    .map((m) => m.message);
}

describe('architecture rules', { timeout: 60_000 }, () => {
  it('lets a feature call a domain it may call, through its entry file', async () => {
    const code = "import { fundContract } from '../contracts';\nexport const f = fundContract;\n";
    expect(await houseProblems('server/src/features/bids/place-bid.ts', code)).toEqual([]);
  });

  it("refuses a feature reaching into another feature's files", async () => {
    const code =
      "import { fundContract } from '../contracts/fund-contract';\nexport const f = fundContract;\n";
    expect(await houseProblems('server/src/features/bids/place-bid.ts', code)).toEqual([
      expect.stringContaining('entry file'),
    ]);
  });

  it('refuses a call the CALLS table does not list', async () => {
    const code = "import { postGig } from '../gigs';\nexport const f = postGig;\n";
    // notifications sits below gigs, so this import also closes a cycle.
    expect(await houseProblems('server/src/features/notifications/notify.ts', code)).toContainEqual(
      expect.stringContaining('CALLS'),
    );
  });

  it('lets a test arrange its state through any feature, still through its entry file', async () => {
    const file = 'server/src/features/notifications/notice-emails.integration.test.ts';
    const through = "import { postGig } from '../gigs';\nexport const f = postGig;\n";
    const deep = "import { postGig } from '../gigs/post-gig';\nexport const f = postGig;\n";
    expect(await houseProblems(file, through)).toEqual([]);
    expect(await houseProblems(file, deep)).toEqual([expect.stringContaining('entry file')]);
  });

  it('refuses shared code importing a feature', async () => {
    const code =
      "import { useSession } from '../features/accounts';\nexport const f = useSession;\n";
    expect(await houseProblems('web/src/lib/gigPath.ts', code)).toContainEqual(
      expect.stringContaining('Shared code'),
    );
  });

  it('refuses an import cycle between files', async () => {
    // The contracts entry re-exports fund-contract.ts: importing it back closes a cycle.
    const code = "import { contractsRoutes } from './index';\nexport const f = contractsRoutes;\n";
    expect(
      await houseProblems('server/src/features/contracts/fund-contract.ts', code),
    ).toContainEqual(expect.stringContaining('cycle'));
  });

  it('refuses a CALLS table with a cycle', () => {
    expect(() =>
      assertNoCycle({ gigs: ['bids'], bids: ['contracts'], contracts: ['gigs'] }),
    ).toThrow('CALLS has a cycle: gigs → bids → contracts → gigs');
    expect(() => assertNoCycle({ gigs: ['bids'], bids: [] })).not.toThrow();
  });
});
