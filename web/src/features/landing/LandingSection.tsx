import { Box, Container } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './landing.module.css';
import { SectionHeading } from './SectionHeading';

interface Props {
  /** The anchor that links such as /#services scroll to. */
  id?: string;
  /** The heading's id; the section is labelled by it. */
  titleId: string;
  eyebrow: string;
  title: string;
  /** A light grey background, to set the section apart from its neighbours. */
  tinted?: boolean;
  children: ReactNode;
}

/** One of the landing page's content sections: full width, with its centred heading. */
export function LandingSection({ id, titleId, eyebrow, title, tinted, children }: Props) {
  return (
    <Box
      id={id}
      component="section"
      className={tinted ? `${classes.section} ${classes.tinted}` : classes.section}
      py={80}
      aria-labelledby={titleId}
    >
      <Container size="lg">
        <SectionHeading eyebrow={eyebrow} title={title} titleId={titleId} />
        {children}
      </Container>
    </Box>
  );
}
