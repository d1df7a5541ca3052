import { unansweredQuestionsSchema } from '@titletrust/shared/contracts/assistant';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { ADMIN_QUERY_KEY } from '../../../lib/adminQueryKeys';

/** What visitors asked the assistant that the help pages did not answer, most asked first. */
export function useUnansweredQuestions() {
  return useQuery({
    queryKey: [...ADMIN_QUERY_KEY, 'assistant-unanswered'],
    queryFn: async () =>
      (await apiRequest('/assistant/unanswered-questions', unansweredQuestionsSchema)).items,
  });
}
