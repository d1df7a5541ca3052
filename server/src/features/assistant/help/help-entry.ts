/** One entry of the help content: what the assistant answers from and /help shows. */
export interface HelpEntryContent {
  /** The anchor on /help, e.g. "escrow-and-auto-release". */
  slug: string;
  title: string;
  /** The short answer the assistant gives, in one to three sentences. */
  summary: string;
  /** The whole entry, as /help shows it. */
  paragraphs: string[];
  /** How people ask for this entry: indexed beside the text, never shown. */
  questions: string[];
}

/** What the help content reads from this installation's settings. */
export interface HelpSettings {
  platformFeeBps: number;
  /** Whether this installation offers Google sign-in (GET /api/config's googleSignIn). */
  googleSignIn: boolean;
}
