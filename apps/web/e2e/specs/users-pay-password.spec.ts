import { test } from '../fixtures.ts';
import { api, assert, field, switchLanguage } from '../support.ts';
import { changeBalance, registerMember, type Member } from '../member-support.ts';
import { apiToken, dialog, filterBy, row, signInAt, toast } from '../system-support.ts';

const RIGHT = '246810'; // registerMember's pay password

const withdraw = (baseUrl: string, member: Member, payPassword: string) =>
  api(baseUrl, '/api/member/withdrawals', {
    method: 'POST',
    token: member.token,
    body: {
      account_name: 'E2E Holder',
      card_number: '622200001111',
      bank_name: 'E2E Bank',
      amount: 100,
      pay_password: payPassword,
    },
  });

/** A member whose 5 wrong pay passwords in a row locked it: the right one is refused now too. */
async function lockedMember(baseUrl: string, token: string, prefix: string) {
  const member = await registerMember(baseUrl, token, prefix);
  await changeBalance(baseUrl, token, member.id, 10_000, 'E2E pay password');
  for (let i = 0; i < 5; i++) assert.equal((await withdraw(baseUrl, member, '975310')).status, 422);
  const refused = await withdraw(baseUrl, member, RIGHT);
  assert.equal(refused.status, 422);
  assert.deepEqual(field(refused.body, 'errors'), {
    pay_password: [
      'The pay password is locked after 5 wrong attempts. Please contact customer service to unlock it.',
    ],
  });
  return member;
}

// antd writes a space between the two characters of a two-character Chinese button.
const twoChars = (text: string) => new RegExp(`^${[...text].join('\\s?')}$`);

const languages = [
  {
    name: null,
    keyword: 'Keyword',
    info: 'Info',
    title: (name: string) => `User details: ${name}`,
    label: 'Pay password',
    locked: 'Locked (5 wrong in a row)',
    normal: 'Normal',
    unlock: 'Unlock pay password',
    ask: (name: string) => `Unlock the pay password of "${name}"? They will be able to withdraw again.`,
    confirm: 'Confirm',
    done: (name: string) => `The pay password of ${name} was unlocked`,
  },
  {
    name: '中文',
    keyword: '关键字',
    info: twoChars('详情'),
    title: (name: string) => `用户详情：${name}`,
    label: '支付密码',
    locked: '已锁定（连续输错 5 次）',
    normal: '正常',
    unlock: '解锁支付密码',
    ask: (name: string) => `确定解锁“${name}”的支付密码吗？解锁后该用户可以再次提现。`,
    confirm: twoChars('确定'),
    done: (name: string) => `${name} 的支付密码已解锁`,
  },
];

for (const words of languages) {
  test(`users: a pay password locked by 5 wrong ones is shown in the details and unlocked after a confirmation${
    words.name ? ` (${words.name})` : ''
  }`, async ({ page, baseUrl }) => {
    const token = await apiToken(baseUrl);
    const member = await lockedMember(baseUrl, token, 'e2e-paylock-');
    await signInAt(page, baseUrl, '/user/list');
    if (words.name) await switchLanguage(page, words.name);
    await filterBy(page, words.keyword, member.name);
    await row(page, member.name).getByRole('button', { name: words.info }).click();

    const info = dialog(page, words.title(member.name));
    const state = info.locator('th', { hasText: words.label }).locator('xpath=following-sibling::td[1]');
    await state.getByText(words.locked, { exact: true }).waitFor();
    await state.getByRole('button', { name: words.unlock }).click();
    const ask = page.getByRole('dialog').filter({ hasText: words.ask(member.name) });
    await ask.getByRole('button', { name: words.confirm }).click();
    await toast(page, words.done(member.name));
    await state.getByText(words.normal, { exact: true }).waitFor();
    assert.equal(await state.getByRole('button', { name: words.unlock }).count(), 0);

    // The member withdraws again with the right pay password.
    const withdrawn = await withdraw(baseUrl, member, RIGHT);
    assert.equal(withdrawn.status, 201, JSON.stringify(withdrawn.body));
  });
}
