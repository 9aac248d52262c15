import { describe, expect, it } from 'vitest';
import { memberRegisterSchema, memberUpdateSchema, validationText } from '../src/index.ts';
import { isWeakPayPassword } from '../src/weak-pay-passwords.ts';

describe('weak pay passwords', () => {
  it.each(['000000', '888888', '123456', '654321', '890123', '210987', '123123', '520131', '159753'])(
    'refuses %s',
    (pin) => expect(isWeakPayPassword(pin)).toBe(true),
  );

  it.each(['246810', '135790', '902817', '124578', '556677'])('takes %s', (pin) =>
    expect(isWeakPayPassword(pin)).toBe(false),
  );

  it('is refused at registration and on a change, with its own message', () => {
    const registered = memberRegisterSchema.safeParse({
      name: 'member_a',
      password: 'member-pass-1',
      pay_password: '111111',
    });
    expect(registered.error?.issues).toEqual([
      expect.objectContaining({ path: ['pay_password'], message: 'validation.pay_password_weak' }),
    ]);
    const changed = memberUpdateSchema.safeParse({ pay_password: '987654' });
    expect(changed.error?.issues.map((i) => i.message)).toEqual(['validation.pay_password_weak']);
    expect(memberUpdateSchema.safeParse({ pay_password: '246810' }).success).toBe(true);
    expect(validationText('en-US', 'validation.pay_password_weak')).toMatch(/too easy to guess/);
  });
});
