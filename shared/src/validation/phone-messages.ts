// Apart from ./phone, which brings the numbering plans (about 50 KB compressed), so a page that
// only shows a phone message does not download them.
export const PHONE_MESSAGES = {
  required: 'Phone number is required',
  invalid:
    'Enter a valid phone number: a Nigerian one like 0803 123 4567, or one from abroad with its country code, like +44 7911 123456',
} as const;
