// The public geolocation lookup of the startup overlay (spec 2 Startup overlay, spec 7 'Other':
// ip, country, city). Offline on purpose (no outside call): a small static table of
// address blocks, then the Accept-Language region as a hint. Never throws.
import { BlockList, isIP } from 'node:net';
import type { GeoLookup } from '@invest/api/contract';

export const LOCAL_NETWORK = 'Local network';

/** English names of the countries the table knows (the markets of spec 1's locales). */
export const GEO_COUNTRIES: Readonly<Record<string, string>> = {
  US: 'United States',
  IN: 'India',
  PL: 'Poland',
  CN: 'China',
  ES: 'Spain',
  TR: 'Türkiye',
  DE: 'Germany',
};

/** Loopback, private, link-local, carrier-grade NAT and unique-local blocks. */
const LOCAL_BLOCKS: ReadonlyArray<[string, number, 'ipv4' | 'ipv6']> = [
  ['127.0.0.0', 8, 'ipv4'],
  ['10.0.0.0', 8, 'ipv4'],
  ['172.16.0.0', 12, 'ipv4'],
  ['192.168.0.0', 16, 'ipv4'],
  ['169.254.0.0', 16, 'ipv4'],
  ['100.64.0.0', 10, 'ipv4'],
  ['0.0.0.0', 8, 'ipv4'],
  ['::1', 128, 'ipv6'],
  ['fc00::', 7, 'ipv6'],
  ['fe80::', 10, 'ipv6'],
];

/**
 * A handful of long-standing, publicly registered blocks per country (regional registry
 * allocations to national carriers and the US government /8s). Deliberately small: the overlay
 * only shows it, nothing is decided on it.
 */
export const GEO_BLOCKS: ReadonlyArray<{ cidr: string; country: string; city: string }> = [
  // US: Department of Defense and US Army /8s (ARIN)
  { cidr: '6.0.0.0/8', country: 'US', city: '' },
  { cidr: '11.0.0.0/8', country: 'US', city: '' },
  { cidr: '21.0.0.0/8', country: 'US', city: '' },
  { cidr: '22.0.0.0/8', country: 'US', city: '' },
  { cidr: '55.0.0.0/8', country: 'US', city: '' },
  // IN: BSNL (APNIC)
  { cidr: '117.192.0.0/10', country: 'IN', city: '' },
  // PL: Orange Polska / TPNET (RIPE)
  { cidr: '83.0.0.0/11', country: 'PL', city: '' },
  // CN: 114DNS (Nanjing), Alibaba (Hangzhou), China Telecom (APNIC)
  { cidr: '114.114.0.0/16', country: 'CN', city: 'Nanjing' },
  { cidr: '223.4.0.0/14', country: 'CN', city: 'Hangzhou' },
  { cidr: '61.128.0.0/10', country: 'CN', city: '' },
  // ES: Telefónica de España (RIPE)
  { cidr: '80.58.0.0/16', country: 'ES', city: '' },
  { cidr: '88.0.0.0/11', country: 'ES', city: '' },
  // TR: Türk Telekom / TTNET (RIPE)
  { cidr: '78.160.0.0/11', country: 'TR', city: '' },
  // DE: Deutsche Telekom (RIPE)
  { cidr: '84.128.0.0/10', country: 'DE', city: '' },
  { cidr: '217.224.0.0/11', country: 'DE', city: '' },
];

const localList = new BlockList();
for (const [address, prefix, family] of LOCAL_BLOCKS) localList.addSubnet(address, prefix, family);

const blockLists = GEO_BLOCKS.map((block) => {
  const [address, prefix] = block.cidr.split('/') as [string, string];
  const list = new BlockList();
  list.addSubnet(address, Number(prefix), 'ipv4');
  return { list, block };
});

/** The language tags of an Accept-Language header, highest quality first. */
function languageTags(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .slice(0, 512)
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((t) => /^[A-Za-z]{1,8}(-[A-Za-z0-9]{1,8})*$/.test(t.tag) && t.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((t) => t.tag);
}

/** A language without a region, read as the market of the product's locale for it. */
const LANGUAGE_MARKETS: Readonly<Record<string, string>> = {
  pl: 'PL',
  zh: 'CN',
  hi: 'IN',
  tr: 'TR',
  de: 'DE',
  es: 'ES',
};

/** The country an Accept-Language header hints at ('pl-PL' -> PL), if the table knows it. */
export function countryFromLanguage(header: string | undefined): string | undefined {
  for (const tag of languageTags(header)) {
    const parts = tag.split('-');
    const region = parts
      .slice(1)
      .find((p) => /^[A-Za-z]{2}$/.test(p))
      ?.toUpperCase();
    if (region !== undefined) {
      if (GEO_COUNTRIES[region]) return region;
      continue;
    }
    const market = LANGUAGE_MARKETS[(parts[0] ?? '').toLowerCase()];
    if (market) return market;
  }
  return undefined;
}

/** Where an address is: a local network, a table block, or unknown (undefined). */
function locate(ip: string): { country: string; city: string } | 'local' | undefined {
  const family = isIP(ip);
  if (family === 0) return undefined;
  const type = family === 4 ? 'ipv4' : 'ipv6';
  if (localList.check(ip, type)) return 'local';
  for (const { list, block } of blockLists) {
    if (list.check(ip, type)) return { country: block.country, city: block.city };
  }
  return undefined;
}

/**
 * The geolocation of a client address (Fastify's `request.ip`: the socket's peer, since the
 * server does not trust proxy headers) with the Accept-Language header as a fallback hint.
 * A local address is 'Local network'; an unknown one is country '' and city ''.
 */
export function lookupGeo(ip: string | undefined, acceptLanguage?: string): GeoLookup {
  try {
    const address = ip !== undefined && isIP(ip) !== 0 ? ip : '';
    const place = locate(address);
    if (place === 'local') {
      return { ip: address, country: LOCAL_NETWORK, country_code: '', city: '' };
    }
    if (place) {
      return {
        ip: address,
        country: GEO_COUNTRIES[place.country] ?? '',
        country_code: place.country,
        city: place.city,
      };
    }
    const hinted = countryFromLanguage(acceptLanguage);
    return {
      ip: address,
      country: hinted ? (GEO_COUNTRIES[hinted] ?? '') : '',
      country_code: hinted ?? '',
      city: '',
    };
  } catch {
    return { ip: '', country: '', country_code: '', city: '' };
  }
}
