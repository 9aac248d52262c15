import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, DatePicker, Form, Input, Select } from 'antd';
import { hashKey } from '@tanstack/react-query';
import { cloneElement, useEffect, useRef, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../api/http.ts';
import type { ListFilter } from '../../api/list-request.ts';
import { shownInPlace } from '../feedback.ts';
import { filterFieldErrors, toFormValues, toListFilter, type FilterField } from './filter-fields.ts';

interface FilterBarProps<TName extends string> {
  /** Names the form; control ids derive from it, so two bars on a page do not clash. */
  name: string;
  /** Typed by the list's filter names (its contract), as the filter it submits. */
  fields: readonly FilterField<TName>[];
  onSubmit: (filter: ListFilter<TName>) => void;
  /** The filter the list applies now (from the address, Back, or the last search): the bar shows it. */
  values?: ListFilter<TName>;
  /** The list's last failure: a 422's errors on filters show on the controls that set them. */
  error?: unknown;
}

// Form.Item hands its child the value, onChange and id: passed on to the antd control.
function FilterControl({ field, ...control }: { field: FilterField }) {
  const { t } = useTranslation();
  if (field.kind === 'custom') return cloneElement(field.input as ReactElement<object>, control);
  if (field.kind === 'select') {
    return (
      <Select
        {...control}
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        options={[...field.options]}
        placeholder={t('crud.select')}
        style={{ width: 180 }}
      />
    );
  }
  if (field.kind === 'dateRange') {
    return <DatePicker.RangePicker {...control} placeholder={[t('crud.startDate'), t('crud.endDate')]} />;
  }
  return <Input {...control} allowClear placeholder={t('crud.input')} style={{ width: 200 }} />;
}

/** A list's filters from declarations: Enter or Search applies them, Reset restores the first values and applies. */
export function FilterBar<TName extends string = string>(props: FilterBarProps<TName>) {
  const { name, error } = props;
  // Within the bar a filter is a filter: the names were checked where the screen declared them.
  const fields = props.fields as readonly FilterField[];
  const values = props.values as ListFilter | undefined;
  const onSubmit = props.onSubmit as (filter: ListFilter) => void;
  const { t } = useTranslation();
  const [form] = Form.useForm();
  // Follows the applied filter, and the choices that arrive later (a select's options from the server);
  // not the declarations as such: a new language redraws the fields, keeping what is typed.
  const applied = values && hashKey([values]);
  const choices = hashKey([
    fields.map((field) => (field.kind === 'select' ? field.options.map((o) => o.value) : [])),
  ]);
  useEffect(() => {
    if (values) form.setFieldsValue(toFormValues(fields, values));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [applied, choices, form]);
  // The filters a refusal marked, cleared once a later search is not refused.
  const marked = useRef<string[]>([]);
  useEffect(() => {
    if (error instanceof ApiRequestError && error.status === 422) {
      const onFilters = filterFieldErrors(fields, error.errors);
      const isSelect = (name: string) =>
        fields.some((field) => field.name === name && field.kind === 'select');
      // A select's refusal names the server's codes ("one of: recharge, adjustment, …"): its choices
      // are the list, in the reader's words.
      form.setFields(
        onFilters.map((field) =>
          isSelect(field.name) ? { ...field, errors: [t('crud.chooseListed')] } : field,
        ),
      );
      marked.current = onFilters.map((field) => field.name);
      // Said on the filter that caused it, so not again as a toast.
      shownInPlace(onFilters.flatMap((field) => field.errors));
    } else if (marked.current.length > 0) {
      form.setFields(marked.current.map((name) => ({ name, errors: [] })));
      marked.current = [];
    }
  }, [error, fields, form, t]);
  return (
    <Form
      form={form}
      name={name}
      layout="inline"
      className="filter-bar"
      style={{ rowGap: 12 }}
      onFinish={(values: Record<string, never>) => onSubmit(toListFilter(fields, values))}
    >
      {fields.map((field) => (
        <Form.Item
          key={field.name}
          name={field.name}
          label={field.label}
          rules={field.rules}
          initialValue={field.kind === 'custom' ? field.initialValue : undefined}
        >
          <FilterControl field={field} />
        </Form.Item>
      ))}
      <Form.Item>
        <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
          {t('crud.search')}
        </Button>
      </Form.Item>
      <Form.Item>
        <Button
          icon={<ReloadOutlined />}
          onClick={() => {
            form.resetFields();
            // A control with a value of its own to start from (a default range) applies that again.
            onSubmit(toListFilter(fields, form.getFieldsValue()));
          }}
        >
          {t('crud.reset')}
        </Button>
      </Form.Item>
    </Form>
  );
}
