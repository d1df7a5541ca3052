/** The signed-in person's own profile: read by profiles, refreshed by verification. */
export const OWN_PROFILE_QUERY_KEY = ['own-profile'] as const;
