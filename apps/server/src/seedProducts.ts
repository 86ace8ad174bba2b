// Demo data: the product catalogue (spec 1: funds, bonds, structured products and alternatives;
// spec 4 types fund, quant, savings, earn) made through the back office's services, in the demo
// two currencies (USD and PLN): several of each type, flexible and fixed terms, every
// risk level, some for VIP levels above the demo client's (exclusive offers), one `review`
// product an advisor approves; each with its key-information document in every locale.
import type { Kysely } from 'kysely';
import type { Database } from './db/schema';
import type { Clock } from './platform/auth/tokens';
import { unitOfWork } from './platform/unitOfWork';
import { createProduct, type ProductInput } from './areas/products';
import type { PacTargetSeeded } from './seedOfferings';

type Demo = Omit<ProductInput, 'key_information'>;

const PRODUCTS: Demo[] = [
  // funds (NAV products)
  {
    code: 'GLB-EQ',
    name: 'Global Equity Fund',
    type: 'fund',
    subtype: 'fund',
    asset_class: 'fund',
    market: 'US',
    currency: 'USD',
    risk_level: 4,
    price: '12.8450',
    annual_return: '9.4',
    min_investment: '100',
    min_quantity: '1',
  },
  {
    code: 'US-BOND',
    name: 'US Treasury Bond Fund',
    type: 'fund',
    subtype: 'fund',
    asset_class: 'bond',
    market: 'US',
    currency: 'USD',
    risk_level: 2,
    price: '10.2130',
    annual_return: '4.1',
    min_investment: '50',
    min_quantity: '1',
  },
  {
    code: 'PL-BOND',
    name: 'Polish Government Bond Fund',
    type: 'fund',
    subtype: 'fund',
    asset_class: 'bond',
    market: 'PL',
    currency: 'PLN',
    risk_level: 2,
    price: '104.5500',
    annual_return: '5.3',
    min_investment: '500',
    min_quantity: '1',
  },
  {
    code: 'WIG-IDX',
    name: 'WIG20 Index Fund',
    type: 'fund',
    subtype: 'standard',
    asset_class: 'fund',
    market: 'PL',
    currency: 'PLN',
    risk_level: 4,
    price: '57.3200',
    annual_return: '8.2',
    min_investment: '200',
    min_quantity: '1',
  },
  {
    code: 'REAL-ALT',
    name: 'Real Assets Alternative Fund',
    type: 'fund',
    subtype: 'otc',
    asset_class: 'alternative',
    market: 'US',
    currency: 'USD',
    risk_level: 4,
    price: '25.0000',
    annual_return: '7.6',
    min_investment: '5000',
    min_quantity: '10',
    min_vip: 2,
  },
  // quant strategies
  {
    code: 'QNT-MOM',
    name: 'Momentum Quant Strategy',
    type: 'quant',
    subtype: 'quant',
    asset_class: 'fund',
    market: 'US',
    currency: 'USD',
    risk_level: 5,
    price: '18.6200',
    annual_return: '14.8',
    min_investment: '1000',
    min_quantity: '10',
    min_score: 650,
  },
  {
    code: 'QNT-LOWVOL',
    name: 'Low Volatility Quant Strategy',
    type: 'quant',
    subtype: 'quant',
    asset_class: 'fund',
    market: 'US',
    currency: 'USD',
    risk_level: 3,
    price: '11.0400',
    annual_return: '6.9',
    min_investment: '500',
    min_quantity: '5',
  },
  {
    code: 'QNT-PL',
    name: 'Warsaw Market-Neutral Strategy',
    type: 'quant',
    subtype: 'quant',
    asset_class: 'alternative',
    market: 'PL',
    currency: 'PLN',
    risk_level: 3,
    price: '98.1000',
    annual_return: '6.1',
    min_investment: '1000',
    min_quantity: '1',
    min_vip: 3,
  },
  // savings (daily return, units of 1)
  {
    code: 'SAV-USD',
    name: 'USD Flexible Savings',
    type: 'savings',
    subtype: 'flex',
    asset_class: 'cash',
    market: 'US',
    currency: 'USD',
    risk_level: 1,
    daily_return: '0.0110',
    min_investment: '10',
  },
  {
    code: 'SAV-USD-90',
    name: 'USD 90-Day Fixed Savings',
    type: 'savings',
    subtype: 'fixed',
    asset_class: 'cash',
    market: 'US',
    currency: 'USD',
    term: 'fixed',
    lock_days: 90,
    risk_level: 1,
    daily_return: '0.0137',
    min_investment: '500',
  },
  {
    code: 'SAV-PLN',
    name: 'PLN Flexible Savings',
    type: 'savings',
    subtype: 'flex',
    asset_class: 'cash',
    market: 'PL',
    currency: 'PLN',
    risk_level: 1,
    daily_return: '0.0150',
    min_investment: '50',
  },
  {
    code: 'SAV-PLN-180',
    name: 'PLN 180-Day Fixed Savings',
    type: 'savings',
    subtype: 'fixed',
    asset_class: 'cash',
    market: 'PL',
    currency: 'PLN',
    term: 'fixed',
    lock_days: 180,
    risk_level: 1,
    daily_return: '0.0170',
    min_investment: '1000',
    min_vip: 2,
  },
  // earn (bonds and structured products paying a daily return)
  {
    code: 'EARN-CORP',
    name: 'Corporate Bond Ladder',
    type: 'earn',
    subtype: 'otc',
    asset_class: 'bond',
    market: 'US',
    currency: 'USD',
    term: 'fixed',
    lock_days: 365,
    risk_level: 2,
    daily_return: '0.0160',
    min_investment: '1000',
    min_quantity: '1000',
  },
  {
    code: 'EARN-DAILY',
    name: 'Daily Earn',
    type: 'earn',
    subtype: 'daily',
    asset_class: 'cash',
    market: 'US',
    currency: 'USD',
    risk_level: 2,
    daily_return: '0.0125',
    min_investment: '100',
  },
  {
    code: 'EARN-NOTE',
    name: 'Capital-Protected Structured Note',
    type: 'earn',
    subtype: 'otc',
    asset_class: 'structured',
    market: 'US',
    currency: 'USD',
    trading_type: 'review',
    term: 'fixed',
    lock_days: 180,
    risk_level: 3,
    daily_return: '0.0200',
    min_investment: '10000',
    min_quantity: '10000',
    pac_code_required: true,
    min_vip: 1,
  },
  {
    code: 'EARN-PL-NOTE',
    name: 'WIG20 Participation Note',
    type: 'earn',
    subtype: 'otc',
    asset_class: 'structured',
    market: 'PL',
    currency: 'PLN',
    trading_type: 'review',
    term: 'fixed',
    lock_days: 270,
    risk_level: 4,
    daily_return: '0.0240',
    min_investment: '20000',
    min_quantity: '20000',
    min_vip: 3,
  },
];

/**
 * The key-information document of a product in every locale: what it is, its risk level (1-5)
 * and its term, in the words of each language (content, written by the tenant's staff; not UI
 * text, so not in @invest/i18n).
 */
function keyInformation(p: Demo): ProductInput['key_information'] {
  const days = p.lock_days;
  return {
    'en-US': `${p.name}. Risk level ${p.risk_level} of 5. ${days ? `Your money is locked for ${days} days; principal and return are paid back at maturity.` : 'You can redeem on any day.'} Past returns do not guarantee future results.`,
    'zh-CN': `${p.name}。风险等级 ${p.risk_level}/5。${days ? `资金锁定 ${days} 天，到期后返还本金及收益。` : '可随时赎回。'}过往收益不代表未来表现。`,
    'hi-IN': `${p.name}। जोखिम स्तर 5 में से ${p.risk_level}। ${days ? `आपका पैसा ${days} दिनों के लिए लॉक रहता है; परिपक्वता पर मूलधन और रिटर्न लौटाया जाता है।` : 'आप किसी भी दिन निकासी कर सकते हैं।'} पिछला प्रदर्शन भविष्य के परिणामों की गारंटी नहीं है।`,
    'es-ES': `${p.name}. Nivel de riesgo ${p.risk_level} de 5. ${days ? `Su dinero queda bloqueado ${days} días; el capital y la rentabilidad se devuelven al vencimiento.` : 'Puede reembolsar cualquier día.'} Las rentabilidades pasadas no garantizan resultados futuros.`,
    'tr-TR': `${p.name}. Risk seviyesi 5 üzerinden ${p.risk_level}. ${days ? `Paranız ${days} gün boyunca kilitlidir; anapara ve getiri vade sonunda ödenir.` : 'Dilediğiniz gün geri alabilirsiniz.'} Geçmiş getiriler gelecekteki sonuçları garanti etmez.`,
    'pl-PL': `${p.name}. Poziom ryzyka ${p.risk_level} z 5. ${days ? `Środki są zablokowane przez ${days} dni; kapitał i zysk są wypłacane w dniu zapadalności.` : 'Możesz umorzyć jednostki w dowolnym dniu.'} Wyniki historyczne nie gwarantują przyszłych wyników.`,
    'de-DE': `${p.name}. Risikostufe ${p.risk_level} von 5. ${days ? `Ihr Geld ist ${days} Tage gebunden; Kapital und Ertrag werden bei Fälligkeit ausgezahlt.` : 'Sie können an jedem Tag zurückgeben.'} Vergangene Renditen sind keine Garantie für künftige Ergebnisse.`,
    'eu-ES': `${p.name}. Arrisku maila: ${p.risk_level}/5. ${days ? `Zure dirua ${days} egunez blokeatuta dago; kapitala eta etekina mugaegunean itzultzen dira.` : 'Edozein egunetan berreskura dezakezu.'} Iraganeko etekinek ez dute etorkizuneko emaitzarik bermatzen.`,
  };
}

export async function seedProducts(
  deps: { db: Kysely<Database>; clock: Clock },
  tenantId: string,
): Promise<PacTargetSeeded[]> {
  const pac: PacTargetSeeded[] = [];
  for (const p of PRODUCTS) {
    const created = await unitOfWork(deps, (tx) =>
      createProduct(tx, tenantId, { ...p, key_information: keyInformation(p) }),
    );
    if (p.pac_code_required) pac.push({ kind: 'product', id: created.id, label: p.code });
  }
  // The demo client holds no product at the start: their cash is what the demo's trading and
  // money journeys spend (a seeded savings holding took $200 of it), and a product bought by the
  // client shows in the portfolio beside the stocks like any other.
  return pac;
}
