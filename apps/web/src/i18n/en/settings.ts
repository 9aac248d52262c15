import type { SettingsMessages } from '../zh-cn/settings.ts';

export const settingsEn: SettingsMessages = {
  config: {
    tabs: {
      general: 'General',
      investment: 'Investments',
      withdrawals: 'Withdrawals',
      password: 'Change password',
      approvals: 'Four-eyes approval',
    },
    withdrawalOverdueHours: 'Withdrawal overdue after (hours)',
    withdrawalOverdueHoursHint:
      'A withdrawal request waiting longer than this is marked overdue in the review list (1 to 720).',
    readOnly: 'You may view these settings but not change them.',
    saved: 'Saved successfully',
    customerServiceLink: 'Customer service link',
    customerServiceLinkHint:
      'The address the members’ app opens for customer service; it starts with http:// or https://.',
    invitationCodeRequired: 'Mandatory invitation code',
    invitationCodeRequiredHint: 'When on, members must enter a valid invitation code to register.',
    carouselImages: 'Carousel images',
    autoSettlement: 'Automatic settlement',
    autoSettlementHint:
      'When on, due investments are settled every few seconds. When off, they wait, and are settled as soon as it is turned on again.',
    autoSettlementNeedsConfirm: 'Changing automatic settlement also needs the Settings “Confirm” permission.',
    confirmTitle: 'Change the investment settings?',
    confirmPause: 'Due investments will not be settled until automatic settlement is turned on again.',
    confirmResume: 'Every investment already due will be settled within seconds.',
    approvals: {
      withdrawalAbove: 'Withdrawals above',
      withdrawalAboveHint:
        'A withdrawal above this amount must be approved by two different admins, one after the other; 0 turns this off.',
      balanceEditAbove: 'Balance edits above',
      balanceEditAboveHint:
        'A balance edit of more than this amount, either way, waits as a pending adjustment until another admin approves it; 0 turns this off.',
      needsConfirm: 'Changing the four-eyes amounts also needs the Settings “Confirm” permission.',
    },
  },
};
