import type { PersonalDetailsTexts } from '@/components/account/PersonalDetailsFields';

/** The personal details fields' texts (registration and the profile), from the Account messages. */
export function personalDetailsTexts(t: (key: keyof PersonalDetailsTexts) => string): PersonalDetailsTexts {
  return {
    optional: t('optional'),
    firstName: t('firstName'),
    lastName: t('lastName'),
    phone: t('phone'),
    phoneHint: t('phoneHint'),
    isBusiness: t('isBusiness'),
    businessName: t('businessName'),
    tin: t('tin'),
    vatin: t('vatin'),
    lookup: t('lookup'),
    lookupBusy: t('lookupBusy'),
    lookupMissing: t('lookupMissing'),
    newsletter: t('newsletter'),
  };
}
