// The assistant entry file: all that code outside features/assistant/ may import from it.
export { assistantRoutes } from './assistant.routes';
export { startAssistantJobs } from './assistant-jobs';
export { helpEntries } from './help/help-content';
export { createHelpSearch } from './retrieval/help-search';
export { createVideoProvider, videoCallFrameOrigins } from './tavus/create-video-provider';
export type { VideoProvider } from './tavus/video-provider';
