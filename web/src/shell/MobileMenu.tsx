import '../ui/moreStyles';
import { Button, Divider, Drawer, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { HeaderAccountActions } from './HeaderAccountActions';
import { SECTION_LINKS } from './sectionLinks';

interface Props {
  opened: boolean;
  onClose: () => void;
}

/** The phone header's menu: the landing page's sections and the account actions. */
export default function MobileMenu({ opened, onClose }: Props) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title="Menu"
      position="right"
      size="xs"
      hiddenFrom="md"
    >
      <Stack gap="sm">
        {SECTION_LINKS.map((link) => (
          <Button
            key={link.to}
            component={Link}
            to={link.to}
            variant="subtle"
            color="dark"
            justify="flex-start"
            onClick={onClose}
          >
            {link.label}
          </Button>
        ))}
        <Divider />
        <HeaderAccountActions onAction={onClose} stacked />
      </Stack>
    </Drawer>
  );
}
