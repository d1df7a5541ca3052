import { NIGERIAN_STATES } from '@titletrust/shared';

/**
 * Places people name in a question ("a plot in Lekki", "lawyers in Enugu"): the states, and the
 * cities and districts where most property is bought. They rarely change which entry answers,
 * so they meet in one term, "place" (not "state": that is also the government), instead of counting as words the help content lacks.
 */
const PLACES = [
  ...NIGERIAN_STATES.map((state) => state.name.toLowerCase()),
  ...`abuja fct lagos lekki ajah ikeja ikoyi victoria island vi yaba surulere ikorodu epe ibeju lekki
  badagry festac magodo gbagada maryland ogba ojodu sangotedo abraham adesanya agege isolo oshodi
  lugbe gwarinpa maitama asokoro wuse kubwa kuje karu jabi katampe garki apo port harcourt ph
  ibadan abeokuta ota mowe ibafo sagamu owerri enugu asaba benin warri uyo calabar onitsha awka
  nnewi aba umuahia kano kaduna zaria jos ilorin osogbo ife akure ado ekiti lokoja minna makurdi
  yola bauchi gombe maiduguri sokoto katsina dutse lafia yenagoa abakaliki jalingo damaturu birnin
  kebbi gusau`.split(/\s+/),
];
/** The term a place becomes; as retrieval's coverage counts it, it weighs little. */
export const PLACE_TERM = 'place';
const PLACE_PATTERN = new RegExp(
  `\\b(?:${[...new Set(PLACES)].sort((a, b) => b.length - a.length).join('|')})\\b`,
  'g',
);

/**
 * How people ask, mapped onto the words the help content uses. Applied the same way to the help
 * entries and to questions, so a variant and its canonical word meet in one index term.
 *
 * PHRASES run first, on the whole lower-cased text (several words → one canonical term or a
 * few); WORDS then map single words. Nigerian English and Pidgin spellings sit beside standard
 * ones, since "how I go take pay lawyer" and "wetin be C of O check" are how many people write.
 */
export const PHRASES: ReadonlyArray<readonly [RegExp, string]> = [
  [PLACE_PATTERN, ` ${PLACE_TERM} `],
  // Title documents.
  [/\bc\s*\.?\s*of\s*\.?\s*o\b|\bc-of-o\b|\bcofo\b|\bc\.o\.f\.o\b/g, ' certificate occupancy '],
  [/\bright of occupancy\b|\br of o\b/g, ' right occupancy '],
  [/\bgov(?:ernor)?'?s?\.? consent\b|\bgovernors consent\b/g, ' governor consent '],
  [/\bdeed of ass(?:ignment)?\b/g, ' deed assignment '],
  [/\bomo[\s-]?onile\b|\bomonile\b|\bland ?grabbers?\b/g, ' communal land '],
  // Money.
  [/\bhow much\b|\bhow many naira\b|\bwetin be the price\b/g, ' price '],
  [/\bmoney back\b|\breturn (?:my|me|the) money\b|\bget back my money\b/g, ' refund '],
  [/\bcash ?out\b|\bcomot (?:my )?money\b|\bget my money out\b|\bpay ?out\b/g, ' withdraw '],
  [/\btop[\s-]?up\b|\badd money\b|\bput money\b|\bload (?:my )?wallet\b/g, ' fund wallet '],
  [/\bservice charge\b|\bremove from\b|\bon top of\b/g, ' fee '],
  // Naira, Nigerian banks and payment channels: today's answer to all of them is "not yet".
  [/\u20a6|\bngn\b|\bkobo\b|\blocal currency\b|\bnaira\b|\bnairas\b/g, ' naira '],
  [
    /\b(?:gt ?bank|gtb|guaranty trust|zenith|first ?bank|uba|fcmb|fidelity|sterling|wema|stanbic|ecobank|polaris|opay|palm ?pay|kuda|moniepoint|providus|union bank|access bank|bank account|account number)\b/g,
    ' bank ',
  ],
  [
    /\b(?:paystack|flutterwave|remita|ussd|atm card|debit card|credit card|verve|mastercard|pos)\b/g,
    ' naira card ',
  ],
  [/\bbank transfer\b|\btransfer\b/g, ' bank transfer '],
  [/\bcorporate affairs(?: commission)?\b|\bcac\b|\brc (?:number|no)\b|\bincorporated\b/g, ' cac '],
  // Someone who took the money and is gone (Pidgin "japa": to flee).
  [
    /\bjapa\b|\bran away\b|\bruns? away\b|\brun off\b|\babscond\w*|\bvanish\w*|\bdisappear\w*|\bghost(?:ed|ing)?\b|\bunreachable\b|\bmissing\b|\bswitched off\b|\b(?:not|no longer|stopped|stop) (?:picking|answering|responding|replying|reachable)\b|\b(?:no dey|not) pick(?:ing)? (?:my )?calls?\b/g,
    ' disappear ',
  ],
  [/\bno show(?:ed)?\b|\b(?:not|never|didnt|did not) show(?:ed)? up\b/g, ' disappear '],
  // Work the client finds poor: what asking for changes, or a dispute, is for.
  [
    /\bnot (?:happy|satisfied|good|okay|ok)\b|\bno (?:good|make sense)\b|\bnot what (?:i|we) (?:asked|agreed|paid)\b|\b(?:no|dont|do not|did not|didnt) like\b/g,
    ' poor ',
  ],
  [/\btake pay\b|\bsend money to\b|\bget paid\b/g, ' pay '],
  // Work not done or not accepted: what a dispute is for ("no gree" is Pidgin for refuse).
  [/\bno gree\b/g, ' refuse '],
  [
    /\b(?:no|not|never|didnt|did not)\s+(?:do|deliver|finish)(?:ed|ing)?\b|\brefuse[sd]?\s+(?:to\s+)?(?:do|deliver|finish|approve|pay)\b/g,
    ' dispute ',
  ],
  [/\bchop (?:my )?money\b|\b419\b|\byahoo boys?\b/g, ' scam '],
  // Accounts.
  [/\blog ?in(?:to)?\b|\blog on\b|\bsign(?:ing)? ?in(?:to)?\b|\benter my account\b/g, ' signin '],
  [
    /\bsign(?:ing)? ?up\b|\bcreate (?:an |my |a new )?account\b|\bopen (?:an )?account\b/g,
    ' signup ',
  ],
  [/\bforgot(?:ten)? (?:my )?password\b|\breset (?:my )?password\b/g, ' password reset '],
  // People and services.
  [/\blegal practitioners?\b|\blegal professionals?\b/g, ' lawyer '],
  [/\bnotary public\b/g, ' notarize '],
  [/\bdue dil(?:l)?igence\b|\bdd\b/g, ' diligence '],
  [/\bland registry\b|\blands? registry\b|\bland bureau\b/g, ' registry '],
  [/\bhow long\b|\bhow many days\b|\bsharp sharp\b/g, ' time '],
  // A professional looking for work, and handing it in.
  [/\b(?:get|find|see|look for|getting|finding) (?:work|jobs?|clients?|gigs?)\b/g, ' find gig '],
  [/\b(?:cancel|delete|pull back|remove) (?:my |a |the )?bids?\b/g, ' withdraw bid '],
  [
    /\b(?:upload|submit|send|hand in|turn in) (?:the |my )?(?:final )?(?:report|work|delivery)\b/g,
    ' deliver report ',
  ],
  [/\btalk to (?:a )?lawyer\b|\bspeak (?:to|with) (?:a )?lawyer\b/g, ' consultation lawyer '],
  [
    /\bcontact (?:you|support|una)\b|\bcustomer care\b|\bcustomer service\b|\bhelp ?desk\b/g,
    ' support ',
  ],
];

/** Single words onto the help content's words (before stemming). */
export const WORDS: Readonly<Record<string, string>> = {
  // Price and fees.
  cost: 'price',
  costs: 'price',
  costing: 'price',
  pricing: 'price',
  prices: 'price',
  expensive: 'price',
  cheap: 'price',
  afford: 'price',
  budget: 'price',
  quote: 'price',
  commission: 'fee',
  cut: 'fee',
  // "Registered surveyor", "registered with CAC": not signing up (which "register" means).
  registered: 'registered',
  sent: 'send',
  nonsense: 'poor',
  extra: 'fee',
  hidden: 'fee',
  deducted: 'fee',
  charge: 'fee',
  charges: 'fee',
  percentage: 'fee',
  percent: 'fee',
  deduct: 'fee',
  deduction: 'fee',
  // Paying and getting paid.
  payment: 'pay',
  payments: 'pay',
  paying: 'pay',
  paid: 'pay',
  settle: 'pay',
  receive: 'pay',
  received: 'pay',
  collect: 'pay',
  withdrawal: 'withdraw',
  withdrawals: 'withdraw',
  withdrawing: 'withdraw',
  payout: 'withdraw',
  comot: 'withdraw',
  deposit: 'fund',
  deposits: 'fund',
  topup: 'fund',
  dollar: 'usdc',
  dollars: 'usdc',
  usd: 'usdc',
  stablecoin: 'usdc',
  escrowed: 'escrow',
  autorelease: 'release',
  // Accounts.
  login: 'signin',
  logon: 'signin',
  signin: 'signin',
  signup: 'signup',
  register: 'signup',
  registering: 'signup',
  join: 'signup',
  onboard: 'signup',
  gmail: 'google',
  metamask: 'wallet',
  passcode: 'password',
  // Choosing.
  pick: 'choose',
  select: 'choose',
  compare: 'choose',
  // Verification.
  kyc: 'verify',
  verified: 'verify',
  verification: 'verify',
  verifying: 'verify',
  vet: 'verify',
  vetted: 'verify',
  badge: 'verify',
  badges: 'verify',
  nin: 'identity',
  // People.
  solicitor: 'lawyer',
  barrister: 'lawyer',
  attorney: 'lawyer',
  counsel: 'lawyer',
  advocate: 'lawyer',
  lawyers: 'lawyer',
  surveyor: 'survey',
  surveyors: 'survey',
  surveying: 'survey',
  beacon: 'survey',
  beacons: 'survey',
  // Services.
  notary: 'notarize',
  notarise: 'notarize',
  notarised: 'notarize',
  notarisation: 'notarize',
  notarization: 'notarize',
  notarized: 'notarize',
  attest: 'notarize',
  agreement: 'contract',
  agreements: 'contract',
  advice: 'consultation',
  advise: 'consultation',
  consult: 'consultation',
  litigator: 'court',
  sue: 'court',
  suit: 'court',
  judge: 'court',
  investigate: 'diligence',
  investigation: 'diligence',
  papers: 'document',
  paper: 'document',
  documentation: 'document',
  plot: 'land',
  plots: 'land',
  landed: 'land',
  // Disputes and safety.
  wahala: 'dispute',
  gree: 'agree',
  quarrel: 'dispute',
  disagree: 'dispute',
  disagreement: 'dispute',
  complain: 'dispute',
  complaint: 'dispute',
  fraud: 'scam',
  // Real or fake, said many ways.
  fake: 'genuine',
  real: 'genuine',
  authentic: 'genuine',
  original: 'genuine',
  legit: 'genuine',
  legitimate: 'genuine',
  forged: 'genuine',
  forgery: 'genuine',
  // Poor work.
  poor: 'poor',
  bad: 'poor',
  rubbish: 'poor',
  useless: 'poor',
  substandard: 'poor',
  shoddy: 'poor',
  terrible: 'poor',
  incomplete: 'poor',
  unsatisfied: 'poor',
  dissatisfied: 'poor',
  disappointed: 'poor',
  wrong: 'poor',
  refunded: 'refund',
  reimburse: 'refund',
  reimbursement: 'refund',
  // Safety of money.
  secure: 'safe',
  safety: 'safe',
  protected: 'safe',
  protect: 'safe',
  protection: 'safe',
  // Buying.
  bought: 'buy',
  buying: 'buy',
  purchase: 'buy',
  purchased: 'buy',
  purchasing: 'buy',
  // Work for professionals.
  job: 'gig',
  jobs: 'gig',
  naija: 'nigeria',
  house: 'house',
  home: 'house',
  flat: 'house',
  apartment: 'house',
  duplex: 'house',
  bungalow: 'house',
  diaspora: 'abroad',
  overseas: 'abroad',
  uk: 'abroad',
  usa: 'abroad',
  london: 'abroad',
  america: 'abroad',
  canada: 'abroad',
  crypto: 'crypto',
  cryptocurrency: 'crypto',
  blockchain: 'crypto',
  privacy: 'private',
  data: 'private',
  fraudster: 'scam',
  chop: 'scam',
  // Time.
  timeline: 'time',
  timelines: 'time',
  duration: 'time',
  days: 'time',
  weeks: 'time',
  quick: 'time',
  quickly: 'time',
  fast: 'time',
  turnaround: 'time',
  // The platform itself.
  platform: 'titletrust',
  website: 'titletrust',
  site: 'titletrust',
  app: 'titletrust',
  // Contact.
  helpline: 'support',
  phone: 'support',
  reach: 'support',
};

/**
 * Words that carry no meaning for retrieval: English function words, politeness, and Pidgin's
 * (wetin, dey, na, wan, abeg, una, sabi, fit…).
 */
export const STOPWORDS: ReadonlySet<string> = new Set(
  `a about after again all also am an and any are as at be because been before being both but by
  can could did do does doing done for from get gets getting go going got had has have having he
  her here him his how i if in into is it its just know let like me mine more most my need no nor
  not now of off on once one only or other our out over own please pls plz kindly same she should
  so some such tell than that the their them then there these they this those through to too
  under until up us very want wants was we were what when where which while who whom why will
  with would you your yours yourself
  abeg biko wetin dey na wan go una sabi fit oga sir ma madam bros guy guys oya o sef abi shey
  sebi wey dem di e im ehn jare nau make don dis dat ooo oo ehen how far thanks thank hello hi
  explain mean means meaning use using way ways something thing things someone person people
  really actually much many take matter best details detail info information process procedure step steps say
  since still already yet ever even anyway nko sha oh ehn am dey don happen happens happened can could
  able enough show now without between within stop stops stopping any anything everything somebody
  whether also else policy policies become becomes lose suppose again sure possible try tried
  trying give put keep let make made come came look looking gone told said think feel seem today
  tomorrow yesterday later soon ok okay`.split(/\s+/),
);
