import type { BalanceAdjustmentsMessages } from '../zh-cn/balance-adjustments.ts';

export const balanceAdjustmentsEn: BalanceAdjustmentsMessages = {
  user: {
    adjustment: {
      user: 'User',
      amount: 'Change amount',
      reason: 'Reason',
      remarks: 'Remarks',
      balanceNotLoaded: 'The balance could not be loaded',
      status: 'Status',
      maker: 'Asked by',
      createdAt: 'Asked at',
      checker: 'Reviewed by',
      checkedAt: 'Reviewed at',
      reviewComment: 'Review comment',
      statuses: { pending: 'Pending approval', approved: 'Approved', rejected: 'Rejected' },
      approveTitle: 'Approve balance adjustment',
      rejectTitle: 'Reject balance adjustment',
      step: 'Second approval: asked by {{name}} at {{time}}',
      approveHint: "Approving changes {{user}}'s balance by {{amount}} at once.",
      rejectHint: 'Rejecting leaves the balance as it is.',
      approvedNotice: 'The adjustment was approved and the balance changed',
      rejectedNotice: 'The adjustment was rejected',
      own: 'You asked for this adjustment: another admin must review it',
      empty: 'No balance adjustments',
    },
  },
};
