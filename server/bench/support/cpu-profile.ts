import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** Who a sampled frame belongs to: an npm package, our source, Node, or V8 itself. */
function ownerOf({ functionName, url }: ProfileNode['callFrame']): string {
  if (!url) return functionName; // (program), (garbage collector), (idle)
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (inPackage) return inPackage[1]!;
  if (url.includes('/server/src/')) return 'our server code';
  if (url.includes('/shared/src/')) return 'our shared code';
  if (url.startsWith('node:')) return `node:${url.split(/[:/]/)[2] ?? ''}`;
  return 'other';
}

export interface CpuBreakdown {
  /** Self time by owner, largest first. */
  owners: { owner: string; ms: number }[];
  /** The functions with the most self time. */
  functions: { name: string; ms: number }[];
}

/**
 * The CPU time of the profiles `node --cpu-prof` wrote into `dir`, within a window of the
 * monotonic clock (µs, as process.hrtime: the profile's clock on the same machine), by who spends
 * it (self time: in that owner's own functions). Idle time is left out.
 */
export async function cpuBreakdown(
  dir: string,
  window: { fromUs: number; toUs: number },
  top = 12,
): Promise<CpuBreakdown> {
  const owners = new Map<string, number>();
  const functions = new Map<string, number>();
  const add = (map: Map<string, number>, key: string, ms: number) =>
    map.set(key, (map.get(key) ?? 0) + ms);
  for (const file of (await readdir(dir)).filter((name) => name.endsWith('.cpuprofile'))) {
    const profile = JSON.parse(await readFile(path.join(dir, file), 'utf8')) as CpuProfile;
    const byId = new Map(profile.nodes.map((node) => [node.id, node]));
    let at = profile.startTime;
    profile.samples.forEach((id, index) => {
      const delta = profile.timeDeltas[index] ?? 0;
      at += delta;
      const frame = byId.get(id)!.callFrame;
      if (at < window.fromUs || at > window.toUs || frame.functionName === '(idle)') return;
      add(owners, ownerOf(frame), delta / 1000);
      const where = frame.url ? `${path.basename(frame.url)}:${frame.lineNumber + 1}` : '';
      add(functions, `${frame.functionName || '(anonymous)'} ${where}`, delta / 1000);
    });
  }
  const sorted = (map: Map<string, number>) => [...map].sort((a, b) => b[1] - a[1]).slice(0, top);
  return {
    owners: sorted(owners).map(([owner, ms]) => ({ owner, ms })),
    functions: sorted(functions).map(([name, ms]) => ({ name, ms })),
  };
}
