import { Stack, Text, Title } from '@mantine/core';

interface Props {
  /** The short uppercase line above the title. */
  eyebrow: string;
  title: string;
  /** The title's id, which the section's aria-labelledby points at. */
  titleId: string;
}

/** The centred heading of a landing-page section: an eyebrow line over its h2. */
export function SectionHeading({ eyebrow, title, titleId }: Props) {
  return (
    <Stack gap="xs" ta="center" mb={48}>
      <Text c="brand.8" fw={700} tt="uppercase" fz="sm">
        {eyebrow}
      </Text>
      <Title order={2} id={titleId}>
        {title}
      </Title>
    </Stack>
  );
}
