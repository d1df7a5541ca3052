import { useAppConfig } from '../../lib/appConfig';

/**
 * The platform fee as the terms state it ("10 %"), read from this installation's setting
 * (PLATFORM_FEE_BPS), which every page carries: the terms never promise a figure the server
 * does not charge.
 */
export function usePlatformFee(): string {
  const config = useAppConfig();
  const bps = config.data?.platformFeeBps;
  if (bps === undefined) return 'the percentage shown on each bid';
  return `${(bps / 100).toLocaleString('en-NG', { maximumFractionDigits: 2 })} %`;
}
