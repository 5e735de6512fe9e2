import type { LegalPage } from './types';

const email = 'support@carboncommons.example';

export const conditionsOfUse: LegalPage = {
  updated: '22 November 2026',
  intro:
    'These conditions apply whenever you use Carbon Commons, whether as an account owner or as a sub-user. Please read them before you sign up. By creating an account or using the site you agree to them. If you have a question about them, email ' +
    email +
    '.',
  sections: [
    {
      heading: 'Who can use Carbon Commons',
      paragraphs: [
        'You must be 18 or older to open an account or buy credits. By signing up you confirm that you are.',
        'Carbon Commons is for individuals and their households. Features for organisations are not offered on this site.',
      ],
    },
    {
      heading: 'Your account and sub-users',
      paragraphs: [
        'Keep your login details to yourself and tell us straight away if you think someone else has used your account. The details you give us, including those of family members, must be true and yours to share.',
        'As the account owner you can create sub-users with their own login and limit the pages they can open with group policies. You are responsible for everything your sub-users do with the account, including purchases and withdrawal requests, so give each one only the menus they need.',
      ],
    },
    {
      heading: 'Account review and suspension',
      paragraphs: [
        'We review every new account before the purchase, wallet and data pages open. Updating your profile sends your account back for review.',
        'We may reject an account, or suspend one, if we cannot verify the details given, if we suspect fraud or misuse, or if these conditions are broken. If that happens, contact us and we will explain what we need from you.',
        'You can ask us to close your account at any time. Credits you have already retired stay retired.',
      ],
    },
    {
      heading: 'Operational data and estimates',
      paragraphs: [
        'You are responsible for entering accurate operational data (vehicles, car miles, electricity and water). The emissions we show are estimates worked out with the method described in our FAQ, not a professional carbon audit.',
        'Once saved, a year\'s operational data is shown read-only. If you notice a mistake, write to us.',
      ],
    },
    {
      heading: 'Purchases and retirement',
      paragraphs: [
        'Each credit is a certified emission reduction (CER) representing one tonne of CO2e. The quantity, unit price and marked-up price are shown before you confirm a purchase, and the purchase is paid from your wallet balance or, where the project accepts it, by bank transfer.',
        'When you buy credits they are cancelled (retired) on your behalf. Retirement is final: retired credits cannot be resold, transferred or refunded, and a purchase cannot be cancelled once confirmed.',
        "Credits ordered by bank transfer are reserved for you and retired once the project's provider has received your payment and marked the order paid. You may cancel such an order until the provider marks it in progress; orders that remain unpaid after 90 days are cancelled.",
      ],
    },
    {
      heading: 'Your wallet',
      paragraphs: [
        'Your wallet balance is held in US dollars (USD). You top it up by card through our payment provider, in whole dollars of at least 1. Card payments are also subject to the payment provider\'s own terms.',
        'You can request a withdrawal of your balance in whole dollars. Every withdrawal request is reviewed. It stays pending until we decide, and we may reject it, for example if we cannot verify the request or the account.',
        'Using Carbon Commons is free apart from payment fees: there is no account or subscription charge, and card payments into your wallet carry no extra charge. Carbon credits carry the marketplace mark-up, which the Purchasing Credits window shows before you confirm and your wallet history shows next to each purchase.',
        'The wallet is not a bank account, does not earn interest and is only for use on Carbon Commons.',
      ],
    },
    {
      heading: 'Certificates',
      paragraphs: [
        'We send a retirement certificate within 2 working days of each purchase, and you can download it from your wallet history. If you have not received it after 72 hours, you may raise a complaint.',
        'A certificate records the credits retired on your behalf. You may share it, but you must not alter it or use it to claim reductions other than those it shows.',
      ],
    },
    {
      heading: 'Acceptable use',
      paragraphs: [
        'Do not use Carbon Commons to break the law, to deceive others, or with money or details that are not yours.',
        'Do not try to get around group policies or other access limits, interfere with the site, or access it by automated means without our permission.',
        'Project providers must describe their projects truthfully and may only list emission reductions that are certified.',
      ],
    },
    {
      heading: 'Our liability',
      paragraphs: [
        'We work to keep Carbon Commons available and accurate, but we cannot promise it will always be free of interruptions or errors.',
        'We are not responsible for losses caused by inaccurate data you enter, by misuse of your login, or by events outside our reasonable control, nor for losses that were not foreseeable when you used the service.',
        'Nothing in these conditions limits our liability where the law does not allow it to be limited, or affects your statutory rights as a consumer.',
      ],
    },
    {
      heading: 'Changes to these conditions',
      paragraphs: [
        'We may update these conditions when the service or the law changes. We will change the date at the top and, for significant changes, tell you by email before they apply. If you do not accept a change, you can close your account.',
      ],
    },
    {
      heading: 'The whole agreement',
      paragraphs: [
        'These conditions, together with our Privacy Notice, are the whole agreement between you and Carbon Commons about your use of the site. Where the FAQ and these conditions differ, these conditions apply.',
        'If a court finds part of these conditions unenforceable, the rest still applies. If we do not enforce a condition straight away, we can still enforce it later.',
      ],
    },
    {
      heading: 'Contact',
      paragraphs: [
        'For questions about these conditions, your account or a purchase, email ' +
          email +
          '. Our Contact page lists subject lines that help us route your message.',
      ],
    },
  ],
};
