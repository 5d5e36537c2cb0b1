export default {
  loadFailed: 'The price list could not be loaded.',
  noProduct: 'No product found',
  noProductText: 'There are no products of this kind yet. Try another kind or come back later.',
  product: {
    promo: 'Promo',
    stock: '{{count}} left',
    reason: {
      inactive: 'Unavailable',
      priceAdjustment: 'Price being adjusted',
      cutOff: 'Cut-off {{start}}–{{end}} WIB',
      stockEmpty: 'Out of stock',
    },
  },
  promo: {
    title: 'Promotions',
    intro:
      'Special prices while the limited stock lasts. Promo items are paid from your deposit or cashback wallet only.',
    stock: '{{left}} left of {{total}} · {{sold}} sold',
    empty: 'No promotions right now',
    emptyText: 'There are no promo items at the moment. Check again later, or buy a regular product.',
    loadFailed: 'The promotions could not be loaded. Check your connection and try again.',
    destinationTitle: 'Where to send it?',
    continue: 'Continue',
  },
  pricelist: {
    title: 'Price list',
    heading: '{{type}} price list',
    intro: 'Member prices at {{site}}, updated automatically from the supplier.',
    typesLabel: 'Product types',
    visitorText: 'Register for free to start selling at these prices.',
    register: 'Register free',
    buy: 'Buy {{type}}',
  },
};
