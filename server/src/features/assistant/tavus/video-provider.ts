/** What the assistant needs from an AI video provider (Tavus, spec §7). */
export interface VideoProvider {
  /** Asks the provider for a new conversation; the provider bills from this moment. */
  createConversation(input: NewConversation): Promise<CreatedConversation>;
  /**
   * Ends a conversation, keeping its record at the provider. Resolves when it is ended or the
   * provider no longer knows it; rejects when it could not tell (try again later).
   */
  endConversation(providerConversationId: string): Promise<void>;
}

export interface NewConversation {
  conversationName: string;
  customGreeting: string;
  conversationalContext: string;
}

export interface CreatedConversation {
  providerConversationId: string;
  conversationUrl: string;
}
