/** The channel every instance LISTENs on for new notices (the messages stream passes them on). */
export const NOTICES_CHANNEL = 'titletrust_notices';

/** Told after a commit that recorded notices: whose bells have something new. Ids only. */
export interface NoticeEvent {
  kind: 'notice';
  recipients: string[];
}
