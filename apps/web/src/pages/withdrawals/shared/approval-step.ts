import type { AdminWithdrawal } from '@app/contracts/withdrawals';

/**
 * The step a waiting request's approval is (four-eyes): the first of two when the server says approving
 * it now leaves it for a second admin, the second when it waits for that, else the only one.
 */
export const approvalStepOf = (w: AdminWithdrawal): 'firstStep' | 'secondStep' | 'singleStep' =>
  w.status === 'awaiting_second' ? 'secondStep' : w.needs_second_approval ? 'firstStep' : 'singleStep';
