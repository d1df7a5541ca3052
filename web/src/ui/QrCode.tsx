import { useMemo } from 'react';
import { qrCodePath } from '../lib/qrCodePath';

/** Light margin around the code, in modules: scanners need it to find the edges. */
const QUIET_ZONE = 4;

interface Props {
  value: string;
  label: string;
  size?: number;
}

/** A QR code drawn by React as SVG, for a phone (a wallet, an authenticator app) to scan `value` from the screen. */
export function QrCode({ value, label, size = 176 }: Props) {
  const qr = useMemo(() => qrCodePath(value), [value]);
  const side = qr.size + QUIET_ZONE * 2;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`-${QUIET_ZONE} -${QUIET_ZONE} ${side} ${side}`}
      width={size}
      height={size}
      shapeRendering="crispEdges"
      style={{
        flexShrink: 0,
        border: '1px solid var(--mantine-color-gray-3)',
        borderRadius: 'var(--mantine-radius-md)',
      }}
    >
      <rect x={-QUIET_ZONE} y={-QUIET_ZONE} width={side} height={side} fill="#fff" />
      <path d={qr.path} fill="#000" />
    </svg>
  );
}
