import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';

interface Props {
  /** The search text with the misspelt words respelt, as the API suggests it. */
  suggestion: string;
  /** The address bar's query that runs it, the other filters kept. */
  search: string;
  /** Centred in the empty state; in line with the result cards above them. */
  align?: 'center' | 'left';
}

/**
 * "Did you mean Gwarinpa?" for a typed word no gig uses, under a search that found nothing or
 * above the gigs its other words found; the link runs the suggestion.
 */
export function SpellingSuggestion({ suggestion, search, align = 'center' }: Props) {
  return (
    <Text ta={align}>
      Did you mean{' '}
      <Anchor component={Link} to={{ search }} fw={600}>
        {suggestion}
      </Anchor>
      ?
    </Text>
  );
}
