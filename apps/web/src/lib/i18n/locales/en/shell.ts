export default {
  later: {
    badge: 'Coming soon',
    home: 'Back to home',
    shop: {
      name: 'Shop',
      text: 'Sell physical products from your own shop: catalogue, cart, checkout, order status and shop reports will appear here.',
    },
    multicourier: {
      name: 'Multi-courier',
      text: 'Compare several couriers’ rates, create shipments, see their history and track parcels in one place.',
    },
    checkout: {
      name: 'One-page checkout',
      text: 'Buyers will pay for products from your link right on this page, without signing up.',
    },
    pos: {
      name: 'POS',
      text: 'NIPOS and IPOS transactions, reports, tracking and SPK checks for MLO agents will be available here.',
    },
    agentCenter: {
      name: 'Agent center',
      text: 'Your agent dashboard, new agent registration, agent price list and business profile will appear here.',
    },
    agentLoan: {
      name: 'Agent loans',
      text: 'Agent debts, bills and deposit loans with their due dates will appear here.',
    },
    agentReports: {
      name: 'Agent reports',
      text: 'Your agents, cashback, cashback history and agent transactions will appear here.',
    },
    referral: {
      name: 'Referral',
      text: 'Your referral code with a QR code and e-mail invitations to recruit new agents will appear here.',
    },
    developer: {
      name: 'Developer (H2H)',
      text: 'API keys, IP whitelist and webhooks for H2H integration. Developer mode is for testing only.',
    },
    debt: {
      name: 'Debt',
      text: 'Your debt usage and due date, and the history of debt payments, will appear here.',
    },
    media: {
      name: 'Content creator',
      text: 'Create and edit price-list images and promotional content to share with your customers.',
    },
  },
  featureOff: {
    multicourier: {
      title: 'Multi-courier is not enabled',
      text: 'The multi-courier service is not enabled on this site. Contact customer service if you need it.',
    },
  },
  agentMenu: {
    dashboard: 'Dashboard',
    agent: 'Register agent',
    transfer: 'Transfer deposit',
    pricelist: 'Price list',
    loan: 'Loans',
    listAgentDebt: 'Agent debts',
    listBillDebt: 'Bill debts',
    listDepositDebt: 'Deposit debts',
    reporting: 'Reports',
    listAgent: 'Agents',
    listCashback: 'Cashback list',
    cashbackHistory: 'Cashback history',
    debtHistory: 'Debt history',
    transactionHistory: 'Transaction history',
    agentTransactions: 'Agent transactions',
    marketing: 'Marketing',
    pricelistImage: 'Price-list image',
    profile: 'Profile',
    referral: 'Referral',
    address: 'Change address',
    main: 'Main',
  },
  marketing: {
    buy: 'Buy now',
    register: 'Sign up free',
    pricelist: 'See the price list',
    title: 'Cheap and fast {{product}}',
    text: 'Sell {{product}} to your customers at agent prices. Sign up free, top up your deposit, then transact any time, 24 hours a day.',
    steps: {
      one: 'Create a free account',
      two: 'Top up your deposit by bank transfer',
      three: 'Sell and earn',
    },
    agencyTitle: 'Become a {{site}} agent',
    agencyText:
      'Recruit agents under you, set your selling prices and earn cashback on every transaction they make.',
    agencyPoints: {
      cashback: 'Cashback set by the admin for master agents',
      referral: 'A referral code to recruit new agents',
      debt: 'Debt facility for selected agents',
    },
  },
  landing: {
    prev: 'Previous',
    next: 'Next',
  },
  help: {
    title: 'Help centre',
    intro: 'How to use {{site}}, account security, privacy, terms and how to contact us.',
    sections: {
      'cara-penggunaan': 'How to use',
      'panduan-keamanan': 'Security guide',
      privasi: 'Privacy',
      persyaratan: 'Terms',
      faq: 'FAQ',
      'hubungi-kami': 'Contact us',
    },
    usage: {
      p1: 'Sign up with your name, e-mail and WhatsApp number: your account is active right away. Then create your 6-digit transaction PIN (you can also do it later under Account › Transaction PIN). Inactive users can only see the price list.',
      p2: 'Top up your deposit from Top up. A bank transfer with the unique code posts within 2 minutes; otherwise within 24 hours. The daily cut-off is 21:30.',
      p3: 'Choose a product, enter the destination number, pick an amount and confirm with your PIN. A failed top-up is refunded to your deposit.',
      p4: 'Choose a password of at least 8 characters. Earlier help texts said 6; we require 8 because current security guidance (NIST, OWASP) sets 8 as the minimum for a password you choose.',
      verify:
        'Verification: when you sign up we e-mail you a link to verify your address (valid 24 hours; ask for a new one on your profile page). Your WhatsApp number is verified on the profile page with a code sent by WhatsApp, at most 3 times a day. The site may require a verified e-mail or number before you create your PIN.',
    },
    security: {
      p1: 'Use a password of at least 8 characters that you do not use elsewhere, and never share your PIN with anyone, including our staff.',
      p2: 'The device you first log in with is trusted. New devices need approval from it or verification by e-mail or WhatsApp.',
      p3: 'Check the device list under Account and revoke any device you do not recognise.',
    },
    privacy: {
      intro: 'We keep only the data needed to run the service.',
      data: {
        title: 'Data we keep',
        text: 'Your name, e-mail, phone number, transaction and deposit history, and the devices you log in with.',
      },
      use: {
        title: 'How we use it',
        text: 'To process transactions, protect your account and contact you. We do not sell your data.',
      },
      rights: {
        title: 'Your rights',
        text: 'You can change your profile at any time and delete your account once your deposit balance is used up.',
      },
    },
    terms: {
      p1: 'Deposit never expires and cannot be cashed out; refunds always return as deposit.',
      p2: 'Master agents get cashback set by the admin, can recruit agents by referral and may use debt.',
      p3: 'Deposit transfer, send money and some products need permission from the admin or customer service.',
      p4: 'Developer mode is for testing only; API IPs must be whitelisted by an admin.',
    },
    faq: {
      start: {
        q: 'How do I start?',
        a: 'Sign up free, create your transaction PIN, top up your deposit, then pick the products you want to sell. Verify your e-mail with the link we send you.',
      },
      deposit: {
        q: 'How do I top up my deposit?',
        a: 'Open Top up, choose a bank and transfer the exact amount with the unique code. It posts within 2 minutes, at most 24 hours; cut-off 21:30.',
      },
      app: {
        q: 'Is there a mobile app?',
        a: 'Yes, the Android app can be downloaded from the home page. Everything also works in the browser.',
        aNoApp:
          'Everything works in your phone’s browser, no app to install. You can add the site to your home screen from the browser menu.',
      },
      problem: {
        q: 'Something went wrong with my transaction. What now?',
        a: 'Check its status under History. A failed transaction is refunded to your deposit automatically. If in doubt, contact us.',
      },
      expire: {
        q: 'Can my deposit expire or be cashed out?',
        a: 'Deposit never expires and cannot be cashed out; refunds return as deposit.',
      },
    },
    contact: {
      intro: 'Write your question and we will reply by e-mail.',
      name: 'Name',
      email: 'E-mail',
      phone: 'Phone number',
      subject: 'Subject',
      message: 'Message',
      protected: 'Checked automatically, no puzzle to solve.',
      verifying: 'Verifying…',
      verified: 'Verified',
      verifyFailed: 'The automatic check failed.',
      retry: 'Try again',
      send: 'Send message',
      sent: 'Message sent. Thank you!',
      invalid: 'invalid data. Check the marked fields.',
      failed: 'The message could not be sent. Please try again.',
      hours: 'Operating hours',
      cs: 'Customer service',
      address: 'Address',
    },
  },
  blog: {
    title: 'Blog',
    description: 'Tips for selling airtime and digital products, product news and guides from {{site}}.',
    empty: 'No posts yet.',
    readMore: 'Read more',
    by: 'by {{author}}',
    back: 'All posts',
    notFound: 'Post not found.',
  },
  prefs: {
    title: 'Display',
    intro: 'Set the text size, font and corners on every page.',
    fontSize: 'Text size',
    fontFamily: 'Font',
    corner: 'Corners',
    sizes: { small: 'Small', default: 'Regular', large: 'Large', huge: 'Huge' },
    families: { default: 'Default', serif: 'Serif', mono: 'Monospace' },
    corners: { sharp: 'Sharp', normal: 'Normal', soft: 'Soft' },
    saved: 'Display saved.',
  },
};
