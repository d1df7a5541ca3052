import { Badge, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck, IconRosetteDiscountCheck } from '@tabler/icons-react';
import type { PublicProfile } from '@titletrust/shared';
import { heldBadges, type HeldBadge } from '../../lib/verificationBadges';
import { formatLagosDay } from '../../lib/lagosDateTime';

/** When a badge was earned; the practising fee holds for its calendar year only. */
function badgeDate(badge: HeldBadge, feeYear: number | null): string {
  if (badge.since) return formatLagosDay(badge.since);
  return `valid until 31 December ${feeYear}`;
}

/** The register number's name, spelt out for a client who will look it up. */
const registrationNumberName = (profession: PublicProfile['profession']) =>
  profession === 'surveyor' ? 'SURCON registration number' : 'Supreme Court Number (SCN)';

/**
 * What TitleTrust checked about the professional, each check apart with its date (PRODUCT.md
 * "Verification"), and "Not yet verified" when nothing was. The SCN or SURCON number shows once
 * an admin has looked it up, so a client can check it with the Bar or SURCON themselves; the
 * documents behind the checks stay private.
 */
export function VerificationStrip({ profile }: { profile: PublicProfile }) {
  const { verification } = profile;
  const held = heldBadges(verification.badges, profile.profession);
  return (
    <Stack gap={6} component="section" aria-label="Verification">
      {verification.verified && (
        <Group gap={6}>
          <Badge
            color="brand"
            variant="light"
            tt="none"
            leftSection={<IconRosetteDiscountCheck size={14} aria-hidden />}
          >
            Verified by TitleTrust
          </Badge>
          {verification.verifiedAt && (
            <Text size="sm" c="dimmed">
              since {formatLagosDay(verification.verifiedAt)}
            </Text>
          )}
        </Group>
      )}
      {held.length > 0 && (
        <Stack
          gap={4}
          component="ul"
          aria-label="Checks passed"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {held.map((badge) => (
            <Group key={badge.label} gap={6} component="li" wrap="nowrap" align="flex-start">
              <ThemeIcon color="brand" variant="transparent" size={20}>
                <IconCircleCheck size={18} aria-hidden />
              </ThemeIcon>
              <Text size="sm">
                <Text span fw={600} inherit>
                  {badge.label}
                </Text>
                <Text span c="dimmed" inherit>
                  {' · '}
                  {badgeDate(badge, verification.badges.practisingFeeYear)}
                </Text>
              </Text>
            </Group>
          ))}
        </Stack>
      )}
      {profile.registrationNumber && (
        <Text size="sm">
          {registrationNumberName(profile.profession)}:{' '}
          <Text span fw={600} ff="monospace" inherit>
            {profile.registrationNumber}
          </Text>
          <Text span c="dimmed" inherit>
            {' '}
            — checked on the register; you can look it up with{' '}
            {profile.profession === 'surveyor' ? 'SURCON' : 'the Nigerian Bar'} too.
          </Text>
        </Text>
      )}
      {!verification.verified && held.length === 0 && (
        <Text size="sm" c="dimmed">
          Not yet verified
        </Text>
      )}
    </Stack>
  );
}
