import { Textarea, TextInput } from '@mantine/core';
import { GIG_LIMITS } from '@titletrust/shared';

interface Props {
  title: string;
  description: string;
  onTitleChange: (title: string) => void;
  onDescriptionChange: (description: string) => void;
  onTitleBlur: () => void;
  onDescriptionBlur: () => void;
  titleError: string | undefined;
  descriptionError: string | undefined;
}

function counter(length: number, max: number) {
  return `${length.toLocaleString('en-NG')} / ${max.toLocaleString('en-NG')} characters`;
}

export function GigTextFields(props: Props) {
  return (
    <>
      <TextInput
        label="Title"
        placeholder="e.g. Verify the C of O for a 600 sqm plot in Lekki"
        description={counter(props.title.length, GIG_LIMITS.titleMax)}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        value={props.title}
        onChange={(event) => props.onTitleChange(event.currentTarget.value)}
        onBlur={props.onTitleBlur}
        error={props.titleError}
        maxLength={GIG_LIMITS.titleMax}
      />
      <Textarea
        label="Description"
        placeholder="What is the property, what do you already have (C of O, survey plan, deed), and what should the professional find out?"
        description={counter(props.description.length, GIG_LIMITS.descriptionMax)}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        value={props.description}
        onChange={(event) => props.onDescriptionChange(event.currentTarget.value)}
        onBlur={props.onDescriptionBlur}
        error={props.descriptionError}
        maxLength={GIG_LIMITS.descriptionMax}
        autosize
        minRows={5}
        maxRows={14}
      />
    </>
  );
}
