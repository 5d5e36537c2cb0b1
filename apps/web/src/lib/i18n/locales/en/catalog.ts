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
