import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '../../../config/env';
import { createTavusClient } from './tavus-client';
import type { VideoProvider } from './video-provider';

export type VideoProviderEnv = Pick<Env, 'TAVUS_API_KEY' | 'TAVUS_PERSONA_ID' | 'TAVUS_BASE_URL'>;

export const TAVUS_DEFAULT_BASE_URL = 'https://tavusapi.com';
/** Where Tavus's calls live: conversation_url is a Daily room such as https://tavus.daily.co/c123. */
const TAVUS_CALL_ORIGIN = 'https://tavus.daily.co';

/** Tavus when its key and persona are set; otherwise null, and the assistant answers in text. */
export function createVideoProvider(
  env: VideoProviderEnv,
  logger: FastifyBaseLogger | false = false,
): VideoProvider | null {
  if (!env.TAVUS_API_KEY || !env.TAVUS_PERSONA_ID) return null;
  return createTavusClient({
    apiKey: env.TAVUS_API_KEY,
    personaId: env.TAVUS_PERSONA_ID,
    baseUrl: env.TAVUS_BASE_URL,
    logger,
  });
}

/**
 * The origins our pages may frame (CSP frame-src) for the video call: Tavus's rooms, and the
 * configured API's own origin when it is not Tavus's (a local stand-in serves its rooms there).
 * None when video is off.
 */
export function videoCallFrameOrigins(env: VideoProviderEnv): string[] {
  if (!env.TAVUS_API_KEY || !env.TAVUS_PERSONA_ID) return [];
  const apiOrigin = new URL(env.TAVUS_BASE_URL).origin;
  return apiOrigin === new URL(TAVUS_DEFAULT_BASE_URL).origin
    ? [TAVUS_CALL_ORIGIN]
    : [TAVUS_CALL_ORIGIN, apiOrigin];
}
