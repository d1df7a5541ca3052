import { Spoiler, Text } from '@mantine/core';

/** A long cover letter folds to a few lines; the client opens it when a bid interests them. */
export function CoverLetter({ text, sellerName }: { text: string; sellerName: string }) {
  return (
    <Spoiler
      maxHeight={66}
      showLabel="Read the whole cover letter"
      hideLabel="Show less"
      showAriaLabel={`Read ${sellerName}'s whole cover letter`}
      hideAriaLabel={`Show less of ${sellerName}'s cover letter`}
      styles={{ control: { fontSize: 'var(--mantine-font-size-sm)' } }}
    >
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {text}
      </Text>
    </Spoiler>
  );
}
