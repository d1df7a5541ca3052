import { TextInput, type TextInputProps } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';

interface Props extends Omit<TextInputProps, 'value' | 'onChange'> {
  value: string;
  /** Called once typing pauses, and at once on Enter. */
  onCommit: (value: string) => void;
  delayMs?: number;
}

/** A text field that reports its value when typing pauses, so each keystroke is not a search. */
export function DebouncedTextInput({ value, onCommit, delayMs = 400, ...inputProps }: Props) {
  const [text, setText] = useState(value);
  const [committed, setCommitted] = useState(value);
  // The value changed from outside (cleared filters, back button): show it.
  if (value !== committed) {
    setCommitted(value);
    setText(value);
  }
  const commit = useDebouncedCallback((next: string) => {
    setCommitted(next);
    onCommit(next);
  }, delayMs);
  return (
    <TextInput
      {...inputProps}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        commit(event.currentTarget.value);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit.flush();
      }}
    />
  );
}
