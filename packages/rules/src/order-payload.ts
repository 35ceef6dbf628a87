import { isOffered, isRegistrationActive, type CheckoutForm, type CheckoutTheme } from './checkout-form.ts';

/**
 * The order-place payload, in the shape of the store API's POST /api/v1/cart/place body.
 */

export interface PostalAddress {
  readonly street: string;
  readonly city: string;
  readonly postcode: string;
  /** ISO 3166 alpha-3. */
  readonly countryCode: string;
}

export interface OrderPayload {
  shipperId: number;
  shipperBranchId: string | null;
  paymentId: number;
  deliveryTimeSlot: string | null;
  terms: true;
  customer: {
    name: string;
    firstName: string;
    lastName: string;
    email: string;
    phone: string;
    isBusiness: boolean;
    businessName: string | null;
    tin: string | null;
    vatin: string | null;
    vatinsvk: string | null;
    newsletter: boolean;
    shippingName: string;
    shippingBusinessName: string | null;
    shippingPhone: string | null;
    formalTitle: string | null;
    dateOfBirth: string | null;
  };
  billingAddress: PostalAddress;
  shippingAddress: PostalAddress;
  hasCustomShippingAddress: boolean;
  cardRequest: boolean;
  businessTerms: boolean;
  note: string | null;
  noteForShipper: string | null;
  customOrderNumber: string | null;
  consents: {
    sms: boolean;
    magazine: boolean;
    heurekaSurvey: boolean;
    zboziSurvey: boolean;
    phoneNotification: boolean;
  };
  registration: { password: string; passwordConfirmation: string } | null;
}

export interface OrderPayloadContext {
  readonly theme: CheckoutTheme;
  readonly shipper: { readonly id: number; readonly requiredAddress: boolean };
  /**
   * The chosen pick-up place: a pickup point (its network id) or one of the shop's branches (its id
   * as text), with its address; null for a courier.
   */
  readonly branch: { readonly id: string; readonly address: PostalAddress } | null;
  readonly paymentId: number;
  readonly deliveryTimeSlot: string | null;
  /** The shop's contact address (globals contact). */
  readonly shopAddress: PostalAddress;
}

const clean = (value: string): string => value.trim().replace(/\s+/g, ' ');
const orNull = (value: string): string | null => (clean(value) === '' ? null : clean(value));

/** First and last name joined; blanks left out. */
function joinName(first: string, last: string): string {
  return [first, last].map(clean).filter(Boolean).join(' ');
}

/** 'Jan Novák' → first 'Jan', last 'Novák'; more words go to the surname ('Jan van Dijk'). */
export function splitFullName(name: string): { firstName: string; lastName: string } {
  const [first = '', ...rest] = clean(name).split(' ');
  return { firstName: first, lastName: rest.join(' ') };
}

/** The street is joined with the house number when a house number exists. */
export function joinStreet(street: string, houseNumber: string): string {
  return [street, houseNumber].map(clean).filter(Boolean).join(' ');
}

const copyAddress = (a: PostalAddress): PostalAddress => ({
  street: clean(a.street),
  city: clean(a.city),
  postcode: clean(a.postcode),
  countryCode: a.countryCode.toUpperCase(),
});

/** The order placement payload rules over the form and the chosen shipping. */
export function buildOrderPayload(form: CheckoutForm, ctx: OrderPayloadContext): OrderPayload {
  const { theme } = ctx;
  const offered = (field: Parameters<typeof isOffered>[1]) => isOffered(theme, field);
  const names = theme.fullNameField
    ? { name: clean(form.fullName), ...splitFullName(form.fullName) }
    : {
        name: joinName(form.firstName, form.lastName),
        firstName: clean(form.firstName),
        lastName: clean(form.lastName),
      };

  // The delivery section's fields count only while the shopper has it open.
  const other = form.differentAddress;
  const typedShippingName = !other
    ? ''
    : theme.fullNameField
      ? clean(form.shippingFullName)
      : joinName(form.shippingFirstName, form.shippingLastName);
  const shippingName = typedShippingName || names.name;

  const isBusiness = form.billingInfo && form.isBusiness;
  const shippingBusinessName =
    other && (!isBusiness || theme.shippingBusinessNameWithBusiness)
      ? orNull(form.shippingBusinessName)
      : null;
  const shippingPhone = other ? orNull(form.shippingPhone) : null;

  const customerAddress: PostalAddress = {
    street: joinStreet(form.street, form.houseNumber),
    city: clean(form.city),
    postcode: clean(form.postcode),
    countryCode: form.country.toUpperCase(),
  };
  const placeAddress = copyAddress(ctx.branch?.address ?? ctx.shopAddress);

  // Billing info not filled: billed to the pick-up place (or the shop), no company.
  const billingAddress = form.billingInfo ? customerAddress : placeAddress;

  const requiredAddress = ctx.shipper.requiredAddress;
  const shippingAddress = !requiredAddress
    ? placeAddress
    : other
      ? {
          street: joinStreet(form.shippingStreet, form.shippingHouseNumber),
          city: clean(form.shippingCity),
          postcode: clean(form.shippingPostcode),
          countryCode: form.shippingCountry.toUpperCase(),
        }
      : customerAddress;

  return {
    shipperId: ctx.shipper.id,
    shipperBranchId: ctx.branch?.id ?? null,
    paymentId: ctx.paymentId,
    deliveryTimeSlot: ctx.deliveryTimeSlot,
    terms: true,
    customer: {
      ...names,
      email: clean(form.email),
      phone: clean(form.phone),
      isBusiness,
      businessName: isBusiness ? orNull(form.businessName) : null,
      tin: isBusiness ? orNull(form.tin) : null,
      vatin: isBusiness ? orNull(form.vatin) : null,
      // The Slovak VAT id belongs to a Slovak billing address only.
      vatinsvk: isBusiness && form.country.toUpperCase() === 'SVK' ? orNull(form.vatinsvk) : null,
      newsletter: offered('newsletter') && form.newsletter,
      shippingName,
      // A pick-up place needs neither a company nor a phone on the label.
      shippingBusinessName: requiredAddress ? shippingBusinessName : null,
      shippingPhone: requiredAddress ? shippingPhone : null,
      formalTitle: offered('formalTitle') ? orNull(form.formalTitle) : null,
      dateOfBirth: offered('dateOfBirth') ? orNull(form.dateOfBirth) : null,
    },
    billingAddress,
    shippingAddress,
    hasCustomShippingAddress: requiredAddress && other,
    cardRequest: offered('cardRequest') && form.cardRequest,
    businessTerms: offered('businessTerms') && isBusiness && form.businessTerms,
    note: orNull(form.note),
    noteForShipper: orNull(form.noteForShipper),
    customOrderNumber: theme.customOrderNumber ? orNull(form.customOrderNumber) : null,
    consents: {
      sms: offered('smsMarketing') && form.smsMarketing,
      magazine: offered('magazine') && form.magazine,
      heurekaSurvey: offered('heurekaSurvey') && form.heurekaSurvey,
      zboziSurvey: offered('zboziSurvey') && form.zboziSurvey,
      phoneNotification: false,
    },
    registration: isRegistrationActive(form)
      ? { password: form.password, passwordConfirmation: form.passwordConfirmation }
      : null,
  };
}
