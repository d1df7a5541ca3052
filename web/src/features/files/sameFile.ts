/** What is known of a file, attached or about to be: its stored id once uploaded, its content hash when this browser read it. */
export interface FileFingerprint {
  id?: string;
  fileName: string;
  sizeBytes: number;
  /** SHA-256 of the bytes, hex; absent for files this browser never read (a published gig's). */
  contentHash?: string;
}

/**
 * Whether two files are the same document: the same stored file, or the same bytes (whatever the
 * name). Where the bytes of one were never read here, the same name and size stand in for them:
 * two different scans of one name and exactly one size are far rarer than one file chosen twice.
 */
export function sameFile(a: FileFingerprint, b: FileFingerprint): boolean {
  if (a.id !== undefined && a.id === b.id) return true;
  if (a.contentHash && b.contentHash) return a.contentHash === b.contentHash;
  return a.fileName === b.fileName && a.sizeBytes === b.sizeBytes;
}

/** The list with each document once, the first of its kind kept (a restored draft may repeat). */
export function withoutRepeats<Entry extends FileFingerprint>(entries: readonly Entry[]): Entry[] {
  return entries.filter(
    (entry, index) => !entries.slice(0, index).some((earlier) => sameFile(earlier, entry)),
  );
}

/** SHA-256 of a file's bytes as hex, or undefined where the browser offers no digest (plain http). */
export async function contentHashOf(file: Blob): Promise<string | undefined> {
  if (!globalThis.crypto?.subtle) return undefined;
  try {
    const digest = await crypto.subtle.digest('SHA-256', await file.arrayBuffer());
    return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join(
      '',
    );
  } catch {
    // An unreadable file (removed from disk since it was chosen) is compared by name and size.
    return undefined;
  }
}
