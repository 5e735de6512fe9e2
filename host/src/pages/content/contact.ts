import type { ContactTopic } from './types';

export const contactEmail = 'support@carboncommons.example';

export const contactTopics: ContactTopic[] = [
  {
    topic: 'Account',
    subjects: [
      'Account review status',
      'Update my profile',
      'Account rejected or suspended',
      'Sub-users and group policies',
      'Close my account',
    ],
  },
  {
    topic: 'Purchases and certificates',
    subjects: [
      'Certificate not received',
      'Wrong details on certificate',
      'Question about a purchase',
      'Bank-transfer details not received',
    ],
  },
  {
    topic: 'Wallet and payments',
    subjects: ['Top-up not credited', 'Withdrawal request', 'Payment fees'],
  },
  {
    topic: 'Operational data and emissions',
    subjects: [
      'Mistake in my operational data',
      'Question about my emissions estimate',
      'Badge or offsets not updated',
      'Family member details',
    ],
  },
  {
    topic: 'Providers',
    subjects: ['List a project', 'Project description and pictures', 'Order payment status'],
  },
  {
    topic: 'Complaints',
    subjects: [
      'Complaint: Certificate not received',
      'Complaint: Withdrawal rejected',
      'Complaint: Other',
    ],
  },
  {
    topic: 'Privacy',
    subjects: [
      'Data access request',
      'Data correction request',
      'Data erasure request',
      'Data portability request',
    ],
  },
];
