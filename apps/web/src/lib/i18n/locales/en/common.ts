export default {
  loading: 'Loading…',
  skipToContent: 'Skip to content',
  language: 'Language',
  action: {
    back: 'Back',
    cancel: 'Cancel',
    close: 'Close',
    delete: 'Delete',
    reload: 'Reload',
    retry: 'Try again',
    save: 'Save',
  },
  nav: {
    main: 'Main navigation',
    home: 'Home',
    history: 'History',
    account: 'Account',
    login: 'Log in',
    register: 'Sign up',
  },
  field: {
    showPassword: 'Show password',
    hidePassword: 'Hide password',
  },
  channel: {
    email: 'Email',
    whatsapp: 'WhatsApp',
  },
  otp: {
    resend: 'Resend code',
    resendIn: 'Resend in {{seconds}} s',
    changeChannel: 'Use another method',
  },
  devOutbox: {
    text: 'Test mode: emails and WhatsApp messages are not sent but shown in the',
    link: 'developer outbox',
  },
  footer: {
    tagline:
      'Mobile credit, data plans, electricity tokens, bill payments and shopping — all from one balance.',
    links: 'Links',
    digitalProducts: 'Digital products',
    shop: 'Shop',
    blog: 'Blog',
    help: 'Help',
    pricelist: 'Price list',
    agency: 'Become an agent',
    rights: 'All rights reserved.',
  },
  notFound: {
    title: 'Page not found',
    text: 'This page does not exist or is not available yet.',
    home: 'Go to home',
  },
  routeError: {
    title: 'The page failed to load',
    description: 'Check your internet connection, then reload the page.',
  },
};
