export default {
  loadFailed: '价格表加载失败。',
  noProduct: '未找到产品',
  noProductText: '此类别暂无产品。请尝试其他类别或稍后再来。',
  product: {
    promo: '促销',
    stock: '剩余 {{count}}',
    reason: {
      inactive: '暂不可用',
      priceAdjustment: '价格调整中',
      cutOff: '截止时段 {{start}}–{{end}} WIB',
      stockEmpty: '已售罄',
    },
  },
  promo: {
    title: '促销',
    intro: '限量库存，售完即止。促销商品只能用押金或返现钱包支付。',
    stock: '剩余 {{left}} / {{total}} · 已售 {{sold}}',
    empty: '暂无促销',
    emptyText: '目前没有促销商品。请稍后再来，或购买普通商品。',
    loadFailed: '促销列表加载失败。请检查网络后重试。',
    destinationTitle: '发送到哪里？',
    continue: '继续',
  },
  pricelist: {
    title: '价格表',
    heading: '{{type}}价格表',
    intro: '{{site}} 会员价格，自动从供应商更新。',
    typesLabel: '产品类别',
    visitorText: '免费注册，即可按此价格开始销售。',
    register: '免费注册',
    buy: '购买{{type}}',
  },
};
