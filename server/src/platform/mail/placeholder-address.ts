/** Wallet sign-ups start with a placeholder address (`….invalid`) that no mail server should see. */
export const isPlaceholderAddress = (email: string) => /\.invalid$/i.test(email);
