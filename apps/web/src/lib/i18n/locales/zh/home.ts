export default {
  landing: {
    title: '轻松销售话费和数字产品',
    subtitle: '免费注册 {{site}}，充值存款，即可销售话费、流量、电费代币并为客户缴纳账单。',
    cta: '免费注册',
    login: '已有账户？登录',
    whyTitle: '为什么选择 {{site}}？',
    features: {
      fast: { title: '快速', text: '交易自动处理，话费通常几秒内到账。' },
      deposit: { title: '一个余额', text: '一个存款用于所有产品。失败的交易会退回存款。' },
      secure: { title: '安全', text: '交易 PIN 码和新设备审批保护您的账户。' },
    },
    carousel: '促销',
    bannerFailed: 'failed to initialize banner',
    placeholder: '促销信息将显示在这里',
    download: '下载安卓应用',
    apkFailed: '无法获取应用下载链接 (Gagal ambil url apk)',
    pricelist: '查看价目表',
    helpLink: '还有问题？请访问帮助中心',
    faqTitle: '常见问题',
    faq: {
      start: { q: '如何开始？', a: '用姓名、邮箱和手机号码注册，然后充值存款，即可开始交易。' },
      deposit: {
        q: '如何充值存款？',
        a: '通过银行转账或其他支付渠道。带唯一代码的转账会在 2 分钟内自动到账。',
      },
      app: {
        q: '有安卓应用吗？',
        a: '{{site}} 可直接在手机浏览器中使用，也提供安卓应用。',
        aNoApp: '{{site}} 可直接在手机浏览器中使用，无需安装应用。可通过浏览器菜单添加到主屏幕。',
      },
      problem: {
        q: '我的交易出了问题怎么办？',
        a: '请查看交易记录。失败的交易会自动退回存款。如有需要请联系客服。',
      },
    },
  },
  member: {
    greeting: '您好，{{name}}！',
    productsTitle: '数字产品',
    inactiveText: '您的账户尚未激活：可以查看价格表，但暂不能交易。',
    allPrepaid: '全部预付费',
    allPostpaid: '全部账单',
    promotions: '促销：限量特价',
    pinTitle: '尚未创建交易 PIN 码',
    pinText: '每次交易都需要输入 6 位 PIN 码。现在创建即可开始交易。',
    pinCreate: '创建 PIN 码',
  },
};
