/** One sent message and the receipts expected for it (stream indexes; times from performance.now). */
export interface SentMessage {
  /** False for the warm-up's messages: checked for loss and duplicates, left out of latency. */
  timed: boolean;
  sentAt: number;
  answeredAt?: number;
  /** The send did not answer 201; nothing is expected of it. */
  failed?: boolean;
  /** The other party's stream, and the sender's own. */
  other: number;
  echo: number;
  otherAt?: number;
  echoAt?: number;
}

/**
 * What each stream should receive and what it did: a message is expected once on the other
 * party's stream and once on the sender's own; a second receipt on either is a duplicate, a
 * receipt anywhere else (or of a message nobody sent) a misdelivery.
 */
export class DeliveryTracker {
  private readonly sent = new Map<string, SentMessage>();
  duplicated = 0;
  misdelivered = 0;

  expect(id: string, message: SentMessage): void {
    this.sent.set(id, message);
  }

  receive(stream: number, id: string, at: number): void {
    const message = this.sent.get(id);
    if (message && stream === message.other) {
      if (message.otherAt === undefined) message.otherAt = at;
      else this.duplicated++;
    } else if (message && stream === message.echo) {
      if (message.echoAt === undefined) message.echoAt = at;
      else this.duplicated++;
    } else this.misdelivered++;
  }

  /** The messages whose send succeeded. */
  delivered(): SentMessage[] {
    return [...this.sent.values()].filter((message) => !message.failed);
  }

  /** Expected receipts not (yet) received. */
  missing(): number {
    return this.delivered().reduce(
      (sum, m) => sum + Number(m.otherAt === undefined) + Number(m.echoAt === undefined),
      0,
    );
  }
}
