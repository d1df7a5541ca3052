import { Anchor, Text } from '@mantine/core';
import { Fragment } from 'react';
import { Link } from 'react-router';

const URL_PATTERN = /https?:\/\/[^\s<>"']+/g;
// A sentence's closing punctuation is not part of the link it ends with.
const TRAILING_PUNCTUATION = /[.,;:!?)\]]+$/;

/** A same-origin link as a router path, or undefined for anything pointing elsewhere. */
function ownPathOf(raw: string): string | undefined {
  try {
    const url = new URL(raw);
    return url.origin === window.location.origin
      ? `${url.pathname}${url.search}${url.hash}`
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * An e-mail's plain text with links to our own site clickable; links elsewhere stay text, so a
 * captured message can never send the reader to a foreign site.
 */
export function LinkifiedText({ text }: { text: string }) {
  const parts: Array<{ text: string; path?: string }> = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const url = match[0].replace(TRAILING_PUNCTUATION, '');
    const start = match.index;
    parts.push({ text: text.slice(last, start) });
    parts.push({ text: url, path: ownPathOf(url) });
    last = start + url.length;
  }
  parts.push({ text: text.slice(last) });

  return (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {parts.map((part, index) =>
        part.path ? (
          <Anchor key={index} component={Link} to={part.path}>
            {part.text}
          </Anchor>
        ) : (
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </Text>
  );
}
