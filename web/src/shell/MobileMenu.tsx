import '../ui/moreStyles';
import { Button, Divider, Drawer, Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { HeaderAccountActions } from './HeaderAccountActions';
import { SECTION_LINKS } from './sectionLinks';

interface Props {
  opened: boolean;
  onClose: () => void;
}

/** The phone header's menu: the landing page's sections and the account actions. */
export default function MobileMenu({ opened, onClose }: Props) {
  // This chunk loads on the first press of "Open menu". Mantine's drawer notes the control to
  // give the focus back to when `opened` turns true, not when it mounts already open: draw it
  // closed for one frame, so Escape returns the focus to "Open menu" the first time too.
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setDrawn(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  return (
    <Drawer
      opened={opened && drawn}
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
