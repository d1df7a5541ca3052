/** The signed-in person's own security events: read by audit, refreshed by what records them. */
export const SECURITY_EVENTS_QUERY_KEY = ['security-events'] as const;
