import { Box, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import classes from './landing.module.css';

export function CallToActionSection() {
  return (
    <Box component="section" className={classes.ctaBand} py={72} aria-labelledby="cta-title">
      <Container size="md">
        <Stack align="center" ta="center" gap="lg">
          <Title order={2} id="cta-title">
            Ready to check that property?
          </Title>
          <Text c="brand.0" maw={560}>
            Create a free account as a client to post your first job, or join as a legal
            professional to bid on due-diligence work across Nigeria.
          </Text>
          <Group justify="center">
            <Button component={Link} to="/register?type=client" size="lg" color="gold" c="dark.9">
              I’m buying property
            </Button>
            <Button
              component={Link}
              to="/register?type=professional"
              size="lg"
              variant="outline"
              color="white"
            >
              I’m a legal professional
            </Button>
          </Group>
        </Stack>
      </Container>
    </Box>
  );
}
