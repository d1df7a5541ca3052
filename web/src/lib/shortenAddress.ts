/** "0x1234…abcd": enough to recognise an address at a glance; show the full value alongside. */
export function shortenAddress(address: string, visible = 4): string {
  const prefix = address.startsWith('0x') ? 2 : 0;
  if (address.length <= prefix + visible * 2 + 1) return address;
  return `${address.slice(0, prefix + visible)}…${address.slice(-visible)}`;
}
