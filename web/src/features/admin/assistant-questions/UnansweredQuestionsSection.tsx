import { EmptyState, Skeleton, Table } from '@mantine/core';
import { IconMessageQuestion } from '@tabler/icons-react';
import { formatRelativeTime } from '../../../lib/formatRelativeTime';
import { QueryFailedAlert } from '../../../ui/QueryFailedAlert';
import { SectionCard } from '../../../ui/SectionCard';
import { useUnansweredQuestions } from './useUnansweredQuestions';

/** The assistant's unanswered questions, scrubbed of personal data: what the help should add. */
export function UnansweredQuestionsSection() {
  const questions = useUnansweredQuestions();
  return (
    <SectionCard
      titleId="assistant-questions-title"
      title="Questions the assistant could not answer"
      description="Asked on the landing and sign-in pages, with e-mails, phone numbers and other numbers removed. Add help content for the common ones."
    >
      {questions.isPending ? (
        <Skeleton h={120} radius="md" aria-label="Loading unanswered questions" />
      ) : questions.isError ? (
        <QueryFailedAlert query={questions} title="Unanswered questions could not be loaded" />
      ) : questions.data.length === 0 ? (
        <EmptyState
          icon={<IconMessageQuestion size={28} aria-hidden />}
          title="Every question was answered"
          description="When the assistant is not sure about a question, it is listed here."
        />
      ) : (
        <Table.ScrollContainer minWidth={480}>
          <Table striped aria-labelledby="assistant-questions-title">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Question</Table.Th>
                <Table.Th ta="right">Times asked</Table.Th>
                <Table.Th>Last asked</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {questions.data.map((item) => (
                <Table.Tr key={item.id}>
                  <Table.Td>{item.question}</Table.Td>
                  <Table.Td ta="right">{item.timesAsked}</Table.Td>
                  <Table.Td>{formatRelativeTime(new Date(item.lastAskedAt))}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </SectionCard>
  );
}
