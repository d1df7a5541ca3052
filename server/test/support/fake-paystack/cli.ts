import { parseArgs } from 'node:util';
import { nigerianBank } from '@titletrust/shared';
import { FAKE_PAYSTACK_ACCOUNTS, FAKE_PAYSTACK_OTP, startFakePaystack } from './index';

/**
 * `npm run fake:paystack -- --port N [--webhook-url URL] [--balance-naira N]`: the fake Paystack
 * for a person trying the app on Paystack's rails without an account. It listens on
 * 127.0.0.1:N, takes any secret key beginning sk_test_, and says how to point the app at it.
 */
const USAGE =
  'Usage: npm run fake:paystack -- --port N [--webhook-url URL] [--balance-naira N]\n' +
  '  --port          the port to listen on, on 127.0.0.1 (0: any free port)\n' +
  '  --webhook-url   where signed events are POSTed, e.g. http://127.0.0.1:3000/api/webhooks/paystack\n' +
  '  --balance-naira the Paystack balance to start with (default 1000000, so payouts can be tried at once)\n';

const say = (text: string) => void process.stdout.write(`${text}\n`);

function fail(message: string): never {
  process.stderr.write(`${message}\n\n${USAGE}`);
  process.exit(2);
}

function options() {
  try {
    const { values } = parseArgs({
      options: {
        port: { type: 'string' },
        'webhook-url': { type: 'string' },
        'balance-naira': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
    if (values.help) {
      process.stdout.write(USAGE);
      process.exit(0);
    }
    const port = Number(values.port);
    if (values.port === undefined || !Number.isInteger(port) || port < 0 || port > 65_535)
      fail('--port must be a port number (0 to 65535).');
    const webhookUrl = values['webhook-url'];
    if (webhookUrl !== undefined && !URL.canParse(webhookUrl))
      fail('--webhook-url must be an absolute URL.');
    const naira = Number(values['balance-naira'] ?? 1_000_000);
    if (!Number.isSafeInteger(naira) || naira < 0)
      fail('--balance-naira must be a whole number of naira.');
    return { port, webhookUrl, balanceKobo: naira * 100 };
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error));
  }
}

const settings = options();
const fake = await startFakePaystack(settings);
say(`Fake Paystack listening on ${fake.url}`);
say('');
say('Point the app at it (any secret key beginning sk_test_ is taken):');
say(`  PAYSTACK_BASE_URL=${fake.url}`);
say('  PAYSTACK_SECRET_KEY=sk_test_anything');
say('');
say(
  settings.webhookUrl
    ? `Webhooks are POSTed to ${settings.webhookUrl}, signed with the key the request used.`
    : 'No webhook URL: events are not sent. Pass --webhook-url <PUBLIC_URL>/api/webhooks/paystack.',
);
say(
  `Balance: ₦${(settings.balanceKobo / 100).toLocaleString('en-NG')}. Transfers needing an OTP take ${FAKE_PAYSTACK_OTP}.`,
);
say('');
say('Test bank accounts (bank code, number, name: how transfers to it end):');
for (const account of FAKE_PAYSTACK_ACCOUNTS)
  say(
    `  ${account.bankCode.padEnd(6)} ${account.accountNumber}  ${account.name.padEnd(20)} ${nigerianBank(account.bankCode)?.name ?? ''}: ${account.outcome}`,
  );
say('');
say('Press Ctrl+C to stop.');

const stop = () => {
  void fake.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
