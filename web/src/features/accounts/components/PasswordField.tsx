import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useState } from 'react';

interface Props extends Omit<PasswordInputProps, 'visible' | 'onVisibilityChange'> {
  label: string;
}

/**
 * A password input whose show/hide toggle is reachable by keyboard and says what it does
 * ("Show password" / "Hide password") instead of Mantine's generic label.
 */
export function PasswordField({ label, ...props }: Props) {
  const [visible, setVisible] = useState(false);
  const subject = label.toLowerCase();
  return (
    <PasswordInput
      label={label}
      visible={visible}
      onVisibilityChange={setVisible}
      visibilityToggleFocusable
      visibilityToggleButtonProps={{
        'aria-label': visible ? `Hide ${subject}` : `Show ${subject}`,
      }}
      {...props}
    />
  );
}
