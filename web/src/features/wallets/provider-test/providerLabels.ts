import type { walletProviderHealthSchema } from '@titletrust/shared';
import type { z } from 'zod';

type ProviderName = z.infer<typeof walletProviderHealthSchema>['provider'];

export const PROVIDER_LABELS: Record<ProviderName, string> = {
  circle: 'Circle developer-controlled wallets',
  local: 'Local test-network custody',
};
