/** A guest's order to a pickup point (shipper 2, branch CZ001), paid by card (payment 1). */
export const guestPickupOrder = {
  shipperId: 2,
  shipperBranchId: 'CZ001',
  paymentId: 1,
  terms: true,
  customer: {
    name: 'Jan Novák',
    firstName: 'Jan',
    lastName: 'Novák',
    email: 'jan@example.cz',
    phone: '+420777123456',
  },
  billingAddress: { street: '', city: '', postcode: '', countryCode: 'CZE' },
  shippingAddress: { street: '', city: '', postcode: '', countryCode: 'CZE' },
};
