/** 1000 basis points → "10 %". */
export function formatFeePercent(feeBps: number): string {
  return `${(feeBps / 100).toLocaleString('en-NG', { maximumFractionDigits: 2 })} %`;
}
