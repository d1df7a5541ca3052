import { QUEUES, type JobQueue } from '../../platform/jobs';
import { endOverdueConversations } from './end-overdue-conversations';
import type { ConversationDeps } from './start-conversation';

/** Every minute, video conversations past their longest allowed call are ended (pg-boss). */
export async function startAssistantJobs(deps: ConversationDeps & { jobs: JobQueue }) {
  const { jobs, ...conversations } = deps;
  await jobs.schedule(QUEUES.endOverdueConversations.name, '* * * * *');
  await jobs.work(QUEUES.endOverdueConversations.name, async () => {
    await endOverdueConversations(conversations);
  });
}
