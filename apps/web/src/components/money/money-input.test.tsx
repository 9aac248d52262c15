import { fireEvent, render, screen } from '@testing-library/react';
import { Form, type FormInstance } from 'antd';
import i18next from 'i18next';
import { useEffect, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MoneyInput, moneyInputRule } from './money-input.tsx';

const t = i18next.getFixedT('en');

function typeInto(label: string, text: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value: text } });
}

/** As a form item holds it: the value the input gives is the value it gets. */
function Controlled({ onChange, signed }: { onChange: (value: unknown) => void; signed?: boolean }) {
  const [value, setValue] = useState<number | string>();
  return (
    <MoneyInput
      aria-label="amount"
      signed={signed}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('MoneyInput', () => {
  it('shows smallest units in currency units and gives integers back', () => {
    const onChange = vi.fn();
    render(<MoneyInput aria-label="amount" value={123456} onChange={onChange} />);
    expect(screen.getByLabelText('amount')).toHaveProperty('value', '1234.56');
    typeInto('amount', '0.1');
    expect(onChange).toHaveBeenLastCalledWith(10);
    typeInto('amount', '90071992547409.91');
    expect(onChange).toHaveBeenLastCalledWith(9007199254740991);
  });

  it('hands on text that is not an exact amount, so the rule can name it', () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    typeInto('amount', '1.234');
    expect(onChange).toHaveBeenLastCalledWith('1.234');
    typeInto('amount', '-5');
    expect(onChange).toHaveBeenLastCalledWith('-5');
    typeInto('amount', '90071992547409.92');
    expect(onChange).toHaveBeenLastCalledWith('90071992547409.92');
    typeInto('amount', '');
    expect(onChange).toHaveBeenLastCalledWith(undefined);
  });

  it('lets a minus sign through when signed', () => {
    const onChange = vi.fn();
    render(<Controlled signed onChange={onChange} />);
    typeInto('amount', '-12.5');
    expect(onChange).toHaveBeenLastCalledWith(-1250);
  });

  it('follows a value set from outside', () => {
    const { rerender } = render(<MoneyInput aria-label="amount" value={100} />);
    rerender(<MoneyInput aria-label="amount" value={250} />);
    expect(screen.getByLabelText('amount')).toHaveProperty('value', '2.50');
    rerender(<MoneyInput aria-label="amount" value={undefined} />);
    expect(screen.getByLabelText('amount')).toHaveProperty('value', '');
  });

  it('is reported by the rule while its text is not an amount', async () => {
    const formRef: { current?: FormInstance } = {};
    function Harness({ ref }: { ref: typeof formRef }) {
      const [form] = Form.useForm();
      useEffect(() => {
        ref.current = form;
      }, [form, ref]);
      return (
        <Form form={form}>
          <Form.Item name="amount" label="amount" rules={[moneyInputRule(t)]}>
            <MoneyInput />
          </Form.Item>
        </Form>
      );
    }
    render(<Harness ref={formRef} />);
    typeInto('amount', 'abc');
    await expect(formRef.current!.validateFields()).rejects.toMatchObject({
      errorFields: [{ name: ['amount'], errors: [expect.any(String)] }],
    });
    typeInto('amount', '3');
    await expect(formRef.current!.validateFields()).resolves.toEqual({ amount: 300 });
  });
});
