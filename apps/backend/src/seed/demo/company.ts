/** The invented company running the shop; its IČO is valid by the check-digit rule. */
import type { SettingsRow } from '../dataset.ts';
import { icoCheckDigit } from './codes.ts';

export const SHOP_NAME = 'Intimfit';
export const SHOP_DOMAIN = 'intimfit.cz';
/** The name on parcels and bank statements: neither the shop's name nor what it sells. */
export const DISCREET_NAME = 'IF Distribuce';

const ICO_BODY = '2874615';
export const SHOP_ICO = ICO_BODY + String(icoCheckDigit(ICO_BODY));

export const SHOP_CONTACT: SettingsRow['shop'] = {
  name: 'Intimfit s.r.o.',
  email: 'podpora@intimfit.cz',
  phone: '+420 228 884 120',
  street: 'Vodičkova 28',
  city: 'Praha',
  postcode: '11000',
  countryCode: 'CZE',
  ico: SHOP_ICO,
  dic: 'CZ' + SHOP_ICO,
  hours: { cs: 'Po–Pá 8:00–16:00', sk: 'Po–Pi 8:00–16:00', de: 'Mo–Fr 8:00–16:00' },
};
