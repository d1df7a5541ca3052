import { Button } from '@mantine/core';
import { IconMessageChatbot } from '@tabler/icons-react';
import { lazy, Suspense, useRef, useState } from 'react';
import classes from './assistant.module.css';

const loadPanel = () => import('./AssistantPanel');
const AssistantPanel = lazy(loadPanel);

/**
 * "Ask TitleTrust", fixed in the corner of the landing and sign-in pages. Only this button is in
 * the page's first bundle: the panel and everything it uses load when first opened (or hovered).
 */
export function AskTitleTrustButton() {
  const [opened, setOpened] = useState(false);
  const [wanted, setWanted] = useState(false);
  const launcher = useRef<HTMLButtonElement>(null);
  const open = () => {
    setWanted(true);
    setOpened(true);
  };
  return (
    <>
      <Button
        ref={launcher}
        className={classes.launcher}
        size="md"
        radius="xl"
        leftSection={<IconMessageChatbot size={20} aria-hidden />}
        aria-haspopup="dialog"
        aria-expanded={opened}
        onClick={open}
        onMouseEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
      >
        Ask TitleTrust
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <AssistantPanel
            opened={opened}
            onClose={() => {
              setOpened(false);
              // Back where the person was: the panel mounts open, so it has no earlier focus.
              launcher.current?.focus();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
