/**
 * Phone country for `country is` / `country is not`. A phone's country is its international calling
 * code: the digits after a leading `+` (or `00`). The right side is a calling code (`+971`, `971`) or an
 * ISO 3166 alpha-2 country from the table below. Countries that share a code (the +1 of the USA and
 * Canada, the +7 of Russia and Kazakhstan) cannot be told apart and match each other.
 */
const CALLING_CODES: Record<string, string> = {
  AE: '971',
  AF: '93',
  AR: '54',
  AT: '43',
  AU: '61',
  BD: '880',
  BE: '32',
  BH: '973',
  BR: '55',
  CA: '1',
  CH: '41',
  CL: '56',
  CN: '86',
  CO: '57',
  CZ: '420',
  DE: '49',
  DK: '45',
  DZ: '213',
  EG: '20',
  ES: '34',
  ET: '251',
  FI: '358',
  FR: '33',
  GB: '44',
  GH: '233',
  GR: '30',
  HK: '852',
  HU: '36',
  ID: '62',
  IE: '353',
  IL: '972',
  IN: '91',
  IQ: '964',
  IR: '98',
  IT: '39',
  JO: '962',
  JP: '81',
  KE: '254',
  KR: '82',
  KW: '965',
  KZ: '7',
  LB: '961',
  LK: '94',
  MA: '212',
  MX: '52',
  MY: '60',
  NG: '234',
  NL: '31',
  NO: '47',
  NP: '977',
  NZ: '64',
  OM: '968',
  PH: '63',
  PK: '92',
  PL: '48',
  PT: '351',
  QA: '974',
  RO: '40',
  RU: '7',
  SA: '966',
  SD: '249',
  SE: '46',
  SG: '65',
  SY: '963',
  TH: '66',
  TN: '216',
  TR: '90',
  TZ: '255',
  UA: '380',
  UG: '256',
  US: '1',
  VN: '84',
  YE: '967',
  ZA: '27',
};

/** The calling code's digits for a constant (`'+971'`, `'00971'`, `'971'`, `'AE'`), or undefined. */
export function callingCodeOf(constant: string): string | undefined {
  const text = constant.trim();
  const iso = CALLING_CODES[text.toUpperCase()];
  if (iso) return iso;
  const digits = text.replace(/^\+|^00/, '');
  return /^\d{1,4}$/.test(digits) ? digits : undefined;
}

const SEPARATORS = /[\s().-]/g;

/** The phone's digits after the international prefix, or undefined when it has none. */
export function internationalDigits(phone: string): string | undefined {
  const compact = phone.replace(SEPARATORS, '');
  const digits = compact.startsWith('+')
    ? compact.slice(1)
    : compact.startsWith('00')
      ? compact.slice(2)
      : '';
  return /^\d{4,}$/.test(digits) ? digits : undefined;
}
