import { Avatar, type AvatarProps } from '@mantine/core';

/** The two initials of a name ("Ada Obi" → "AO"), for a person without a picture. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0]![0], words.at(-1)![0]] : [words[0]?.[0]];
  return letters.join('').toUpperCase() || '?';
}

/**
 * A person's picture, or their initials when they have none. `pictureUrl` is the address the
 * API gives for it (`/api/profiles/{id}/picture`, served with cache-control 3600); the picture's
 * alternative text is the person's name.
 */
export function UserAvatar({
  name,
  pictureUrl,
  ...props
}: { name: string; pictureUrl?: string | null } & Omit<AvatarProps, 'src' | 'alt'>) {
  return (
    <Avatar src={pictureUrl ?? null} alt={name} radius="xl" color="initials" name={name} {...props}>
      {initialsOf(name)}
    </Avatar>
  );
}
