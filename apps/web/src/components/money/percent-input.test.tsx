import { act, fireEvent, render, screen } from '@testing-library/react';
import { Form, type FormInstance } from 'antd';
import { useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyLanguage, i18n } from '../../i18n/index.ts';
import { PercentInput, percentInputRule, UnreadPercent } from './percent-input.tsx';
import { editablePercentText, parsePercentText } from './percent-text.ts';

afterEach(() => act(() => applyLanguage('en')));

/** A form with one rate field, as the project and channel forms hold theirs. */
function renderForm(example?: string) {
  const formRef: { current?: FormInstance } = {};
  function Harness() {
    const [form] = Form.useForm();
    useEffect(() => {
      formRef.current = form;
    }, [form]);
    return (
      <Form form={form} initialValues={{ rate: '12.5' }}>
        <Form.Item name="rate" label="rate" rules={[percentInputRule(i18n.t, example)]} validateFirst>
          <PercentInput example={example} />
        </Form.Item>
      </Form>
    );
  }
  render(<Harness />);
  return formRef;
}

const typeRate = (text: string) =>
  fireEvent.change(screen.getByLabelText('rate'), { target: { value: text } });

describe('rates typed in the language of the admin', () => {
  it('reads and shows the decimal mark of the language, sending the decimal string', () => {
    expect(parsePercentText('12,5', 'vi-VN')).toEqual({ ok: true, wire: '12.5' });
    expect(parsePercentText('0,0001', 'id-ID')).toEqual({ ok: true, wire: '0.0001' });
    expect(parsePercentText('12.5', 'en-US')).toEqual({ ok: true, wire: '12.5' });
    expect(parsePercentText('100', 'zh-CN')).toEqual({ ok: true, wire: '100' });
    expect(parsePercentText('7,50', 'vi-VN')).toEqual({ ok: true, wire: '7.5' });
    // In Vietnamese the point groups thousands: "12.5" is not twelve and a half.
    expect(parsePercentText('12.5', 'vi-VN')).toEqual({ ok: false, reason: 'grouping' });
    expect(parsePercentText('1,23456', 'id-ID')).toEqual({ ok: false, reason: 'decimals' });
    expect(editablePercentText('12.5000', 'vi-VN')).toBe('12,5');
    expect(editablePercentText('3', 'id-ID')).toBe('3');
    expect(editablePercentText('0.6', 'en-US')).toBe('0.6');
  });

  it('shows the form value with a comma in Vietnamese and gives the decimal string back', async () => {
    await act(() => applyLanguage('vn'));
    const form = renderForm();
    const input = screen.getByLabelText('rate');
    expect(input).toHaveProperty('value', '12,5');
    expect(input).toHaveProperty('placeholder', '12,5');
    typeRate('0,6');
    await expect(form.current!.validateFields()).resolves.toEqual({ rate: '0.6' });
  });

  it('refuses, with the language example, what the language would not write', async () => {
    await act(() => applyLanguage('id'));
    const form = renderForm('0.6');
    typeRate('0.6');
    expect(form.current!.getFieldValue('rate')).toEqual(new UnreadPercent('0.6'));
    await expect(form.current!.validateFields()).rejects.toMatchObject({
      errorFields: [{ name: ['rate'], errors: ['Masukkan persentase seperti 0,6'] }],
    });
    typeRate('1,23456');
    await expect(form.current!.validateFields()).rejects.toMatchObject({
      errorFields: [{ errors: ['Paling banyak 4 angka desimal'] }],
    });
    typeRate('1,5');
    await expect(form.current!.validateFields()).resolves.toEqual({ rate: '1.5' });
  });

  it('keeps English as it was: a point before the decimals', async () => {
    await act(() => applyLanguage('en'));
    const onChange = vi.fn();
    render(<PercentInput aria-label="rate" value="12.5" onChange={onChange} />);
    expect(screen.getByLabelText('rate')).toHaveProperty('value', '12.5');
    typeRate('12,5');
    expect(onChange).toHaveBeenLastCalledWith(new UnreadPercent('12,5'));
    typeRate('0.25');
    expect(onChange).toHaveBeenLastCalledWith('0.25');
    typeRate('');
    expect(onChange).toHaveBeenLastCalledWith(undefined);
  });
});
