export default {
  loading: '加载中…',
  skipToContent: '跳到主要内容',
  language: '语言',
  action: {
    back: '返回',
    cancel: '取消',
    close: '关闭',
    delete: '删除',
    reload: '重新加载',
    retry: '重试',
    save: '保存',
  },
  nav: {
    main: '主导航',
    home: '首页',
    history: '记录',
    account: '账户',
    login: '登录',
    register: '注册',
  },
  field: {
    showPassword: '显示密码',
    hidePassword: '隐藏密码',
  },
  channel: {
    email: '邮箱',
    whatsapp: 'WhatsApp',
  },
  otp: {
    resend: '重新发送验证码',
    resendIn: '{{seconds}} 秒后可重新发送',
    changeChannel: '换一种方式',
  },
  devOutbox: {
    text: '测试模式：邮件和 WhatsApp 消息不会真正发送，而是显示在',
    link: '开发者发件箱',
  },
  footer: {
    tagline: '话费、流量、电费代币、账单缴费和购物——一个余额全搞定。',
    links: '链接',
    digitalProducts: '数字产品',
    shop: '商城',
    blog: '博客',
    help: '帮助',
    pricelist: '价格表',
    agency: '成为代理',
    rights: '保留所有权利。',
  },
  notFound: {
    title: '页面不存在',
    text: '此页面不存在或尚未开放。',
    home: '返回首页',
  },
  routeError: {
    title: '页面加载失败',
    description: '请检查网络连接，然后重新加载页面。',
  },
};
