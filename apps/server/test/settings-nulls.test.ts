import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInWith } from './fixtures.ts';
import { createTestApp, type TestApp } from './harness.ts';

// API.md: an optional field may be left out or sent as null. In the settings, either leaves a part as it
// is; only the customer service link, which may be empty, is cleared by null.
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
});
afterAll(() => t.close());

const put = (token: string, payload: object) =>
  t.request({ method: 'PUT', url: '/api/settings', token, payload });

describe('settings sent with null parts', () => {
  it('leave those parts as they were, and null clears the link', async () => {
    const set = await put(admin, {
      customer_service_link: 'https://help.example.com',
      about_us: '<p>Kept</p>',
      approvals: { withdrawal_above: 500_00, balance_edit_above: 0 },
    });
    expect(set.statusCode).toBe(200);
    const before = set.json().data;

    const res = await put(admin, {
      customer_service_link: null,
      invitation_code_required: null,
      carousel_images: null,
      about_us: null,
      investment: null,
      withdrawal_overdue_hours: null,
      approvals: null,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ ...before, customer_service_link: null });
  });

  it('need no settings.confirm for an investment or approvals part sent as null', async () => {
    const editor = await signInWith(t, ['settings.edit', 'settings.save']);
    const res = await put(editor.token, { investment: null, approvals: null, about_us: '<p>Edited</p>' });
    expect(res.statusCode, res.body).toBe(200);
  });
});
