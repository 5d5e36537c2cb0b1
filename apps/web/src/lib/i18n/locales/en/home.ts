export default {
  landing: {
    title: 'Selling mobile credit & digital products made easy',
    subtitle:
      'Sign up for free at {{site}}, top up your deposit, then sell credit, data plans, electricity tokens and pay your customers’ bills.',
    cta: 'Sign up free',
    login: 'Already have an account? Log in',
    whyTitle: 'Why {{site}}?',
    features: {
      fast: {
        title: 'Fast',
        text: 'Transactions are processed automatically; credit usually arrives within seconds.',
      },
      deposit: {
        title: 'One balance',
        text: 'One deposit for every product. Failed transactions are refunded to your deposit.',
      },
      secure: { title: 'Secure', text: 'A transaction PIN and new-device approval protect your account.' },
    },
    carousel: 'Promotions',
    bannerFailed: 'failed to initialize banner',
    placeholder: 'Promotions will appear here',
    download: 'Download the Android app',
    apkFailed: 'Could not get the app download link (Gagal ambil url apk)',
    pricelist: 'See the price list',
    helpLink: 'More questions? Visit the Help centre',
    faqTitle: 'Frequently asked questions',
    faq: {
      start: {
        q: 'How do I start?',
        a: 'Sign up with your name, email and phone number, then top up your deposit. You can start selling right away.',
      },
      deposit: {
        q: 'How do I top up my deposit?',
        a: 'By bank transfer or another payment channel. Transfers with the unique code are credited automatically within 2 minutes.',
      },
      app: {
        q: 'Is there an Android app?',
        a: '{{site}} works straight from your phone’s browser and is also available as an Android app.',
        aNoApp:
          '{{site}} works straight from your phone’s browser, no app to install. Add it to your home screen from the browser menu.',
      },
      problem: {
        q: 'Something went wrong with my transaction. What now?',
        a: 'Check your transaction history. Failed transactions are refunded to your deposit automatically. Contact customer service if needed.',
      },
    },
  },
  member: {
    greeting: 'Hello, {{name}}!',
    productsTitle: 'Digital products',
    inactiveText: 'Your account is not active yet: you can view the price list but cannot transact.',
    allPrepaid: 'All prepaid',
    allPostpaid: 'All bills',
    promotions: 'Promo: special prices while stock lasts',
    pinTitle: 'No transaction PIN yet',
    pinText: 'Your 6-digit PIN is asked for every transaction. Create it now so you can start transacting.',
    pinCreate: 'Create PIN',
  },
};
